/// A counting semaphore for tasks: `acquire` suspends (never blocks a thread) until a slot is free; waiters are
/// served first come, first served.
actor AsyncSemaphore {
    private var available: Int
    private var waiters: [CheckedContinuation<Void, Never>] = []
    private var nextWaiter = 0

    /// A semaphore with `slots` free slots (at least one).
    init(slots: Int) {
        available = max(1, slots)
    }

    /// Takes a slot, waiting for one to be released if none is free.
    func acquire() async {
        if available > 0 {
            available -= 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Gives a slot back: to the longest waiter, or to the pool.
    func release() {
        guard nextWaiter < waiters.count else {
            available += 1
            return
        }
        let waiter = waiters[nextWaiter]
        nextWaiter += 1
        if nextWaiter > 64, nextWaiter * 2 > waiters.count {
            waiters.removeFirst(nextWaiter)
            nextWaiter = 0
        }
        waiter.resume()
    }
}
