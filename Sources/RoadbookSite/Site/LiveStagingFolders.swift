import Parallelism

/// The staging folders of the builds this process has in progress, so a build stopped by a signal (Ctrl-C) can
/// remove its own half-written folder instead of leaving it beside the output.
final class LiveStagingFolders: Sendable {
    private let paths = Locked<Set<String>>([])

    /// Notes a staging folder that was just created.
    func add(_ path: String) {
        _ = paths.withLock { $0.insert(path) }
    }

    /// Runs `create` (which makes a staging folder and returns its path, or `nil`) and notes the folder, holding
    /// the lock throughout, so ``drain()`` never runs between the two.
    func addCreated(_ create: () -> String?) -> String? {
        paths.withLock { paths in
            guard let path = create() else { return nil }
            paths.insert(path)
            return path
        }
    }

    /// Forgets a staging folder that was swapped in or discarded.
    func remove(_ path: String) {
        _ = paths.withLock { $0.remove(path) }
    }

    /// Every staging folder still in progress; they are forgotten.
    func drain() -> [String] {
        paths.withLock { paths in
            let all = paths.sorted()
            paths = []
            return all
        }
    }
}
