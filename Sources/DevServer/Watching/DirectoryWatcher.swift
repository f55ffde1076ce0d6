import Dispatch
import Foundation

/// Watches files and folders by polling their sizes, modification times and inodes (portable, and cheap for a
/// site's few hundred files), and calls `onChange` with the paths that changed.
///
/// `onChange` runs on the watcher's own serial queue, so a slow rebuild delays the next poll instead of
/// overlapping it; what changed during the rebuild is seen by the poll after it.
public final class DirectoryWatcher: @unchecked Sendable {
    /// The files and folders watched (a folder with everything inside; a missing one is noticed when it appears).
    public let paths: [URL]
    /// Time between two polls.
    public let interval: Duration
    private let onChange: @Sendable ([String]) -> Void
    private let queue = DispatchQueue(label: "roadbook.devserver.watcher")
    private static let queueKey = DispatchSpecificKey<Bool>()
    private let lock = NSLock()
    private var timer: (any DispatchSourceTimer)?
    private var last: FileSnapshot

    /// A watcher of `paths`; call `start()` to begin. The first snapshot is taken now, so changes from here on count.
    public init(paths: [URL], interval: Duration = .milliseconds(300), onChange: @escaping @Sendable ([String]) -> Void) {
        self.paths = paths
        self.interval = interval
        self.onChange = onChange
        self.last = FileSnapshot.take(of: paths)
        queue.setSpecific(key: Self.queueKey, value: true)
    }

    /// Starts polling. Calling it again does nothing.
    public func start() {
        lock.lock()
        defer { lock.unlock() }
        guard timer == nil else { return }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let nanoseconds = Int(interval.components.seconds) * 1_000_000_000 + Int(interval.components.attoseconds / 1_000_000_000)
        timer.schedule(
            deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds), leeway: .milliseconds(20))
        timer.setEventHandler { [weak self] in self?.poll() }
        timer.resume()
        self.timer = timer
    }

    /// Stops polling and waits for a change handler that is running to finish (unless called from that handler).
    public func stop() {
        cancel()
        if DispatchQueue.getSpecific(key: Self.queueKey) != true { queue.sync {} }
    }

    /// Stops polling without waiting: a change handler that is running goes on, and none starts after it.
    public func cancel() {
        lock.lock()
        let running = timer
        timer = nil
        lock.unlock()
        running?.cancel()
    }

    /// Compares the files with the last poll and reports what changed; runs on `queue`.
    private func poll() {
        let now = FileSnapshot.take(of: paths)
        let changed = now.changes(since: last)
        guard !changed.isEmpty else { return }
        last = now
        onChange(changed)
    }

    deinit {
        timer?.cancel()
    }
}
