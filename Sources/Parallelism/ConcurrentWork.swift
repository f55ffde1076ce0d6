import Dispatch

/// Runs independent jobs on all cores, keeping each job's result at its index, so that what a parallel
/// load reports comes out in the same order as a one-by-one load.
package enum ConcurrentWork {
    /// Where the jobs put their results: each job writes only its own slot, once, so no two threads touch
    /// the same memory.
    // @unchecked: a pointer is not Sendable; each job initialises only the slot at its own index, and the buffer is
    // read only after `concurrentPerform` has returned.
    private struct Slots<Result>: @unchecked Sendable {
        let base: UnsafeMutablePointer<Result>
    }

    /// `job(0)`, `job(1)`, … `job(count - 1)`, computed in parallel, in index order.
    package static func map<Result>(_ count: Int, _ job: @Sendable (Int) -> Result) -> [Result] {
        guard count > 1 else { return count == 1 ? [job(0)] : [] }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            let slots = Slots(base: buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (slots.base + index).initialize(to: job(index))
            }
            initializedCount = count
        }
    }

    /// `job(0, items[0])`, `job(1, items[1])`, … computed in parallel, in index order. Each job owns its item, so
    /// what the items hold is freed by the jobs, on all cores, instead of by the caller on one when it drops
    /// `items` (a million small strings take a tenth of a second to free on one core).
    package static func map<Item: Sendable, Result>(
        consuming items: consuming [Item], _ job: @Sendable (Int, consuming Item) -> Result
    ) -> [Result] {
        let count = items.count
        let source = UnsafeMutablePointer<Item>.allocate(capacity: count)
        defer { source.deallocate() }
        _ = UnsafeMutableBufferPointer(start: source, count: count).initialize(from: items)
        items = []
        let owned = Slots(base: source)
        return map(count) { index in job(index, (owned.base + index).move()) }
    }

    /// `first()` and `second()`, run at the same time.
    package static func both<First, Second>(_ first: @Sendable () -> First, _ second: @Sendable () -> Second) -> (First, Second) {
        var firstResult: First?
        var secondResult: Second?
        withUnsafeMutablePointer(to: &firstResult) { firstSlot in
            withUnsafeMutablePointer(to: &secondResult) { secondSlot in
                let slots = (Slots(base: firstSlot), Slots(base: secondSlot))
                DispatchQueue.concurrentPerform(iterations: 2) { index in
                    if index == 0 { slots.0.base.pointee = first() } else { slots.1.base.pointee = second() }
                }
            }
        }
        return (firstResult!, secondResult!)
    }
}
