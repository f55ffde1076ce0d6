import Foundation

/// The staging folders of the builds this process has in progress, so a build stopped by a signal (Ctrl-C) can
/// remove its own half-written folder instead of leaving it beside the output.
final class LiveStagingFolders: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    /// Notes a staging folder that was just created.
    func add(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    /// Runs `create` (which makes a staging folder and returns its path, or `nil`) and notes the folder, holding
    /// the lock throughout, so ``drain()`` never runs between the two.
    func addCreated(_ create: () -> String?) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let path = create() else { return nil }
        paths.insert(path)
        return path
    }

    /// Forgets a staging folder that was swapped in or discarded.
    func remove(_ path: String) {
        lock.lock()
        paths.remove(path)
        lock.unlock()
    }

    /// Every staging folder still in progress; they are forgotten.
    func drain() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let all = paths.sorted()
        paths = []
        return all
    }
}
