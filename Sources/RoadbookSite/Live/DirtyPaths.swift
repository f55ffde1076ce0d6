import Parallelism

/// The output files whose inputs changed since they were last built: filled by Observation's change handlers
/// (which may run on any thread), emptied by the next build.
final class DirtyPaths: Sendable {
    private let paths = Locked<Set<String>>([])

    /// Marks `path` dirty.
    func insert(_ path: String) {
        _ = paths.withLock { $0.insert(path) }
    }

    /// The dirty paths, which are clean from now on.
    func take() -> Set<String> {
        paths.withLock { paths in
            let taken = paths
            paths = []
            return taken
        }
    }
}
