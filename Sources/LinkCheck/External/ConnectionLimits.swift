/// The global and per-host limits on requests in flight. A request first waits for its host's slot, then for a
/// global one, so requests queued behind a slow host never hold global slots that other hosts could use.
actor ConnectionLimits {
    private let global: AsyncSemaphore
    private let maxPerHost: Int
    private var perHost: [String: AsyncSemaphore] = [:]

    /// Limits of `maxConcurrency` requests at once overall and `maxPerHost` at once to each host.
    init(maxConcurrency: Int, maxPerHost: Int) {
        global = AsyncSemaphore(slots: maxConcurrency)
        self.maxPerHost = maxPerHost
    }

    /// Runs `body` holding a slot for `host` (lower-cased host name) and a global one.
    nonisolated func withSlot<T: Sendable>(forHost host: String, _ body: @Sendable () async -> T) async -> T {
        let hostSlots = await semaphore(forHost: host)
        await hostSlots.acquire()
        await global.acquire()
        let value = await body()
        await global.release()
        await hostSlots.release()
        return value
    }

    private func semaphore(forHost host: String) -> AsyncSemaphore {
        if let existing = perHost[host] { return existing }
        let made = AsyncSemaphore(slots: maxPerHost)
        perHost[host] = made
        return made
    }
}
