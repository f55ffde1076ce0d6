import Foundation

/// The output files whose inputs changed since they were last built: filled by Observation's change handlers
/// (which may run on any thread), emptied by the next build.
final class DirtyPaths: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: Set<String> = []

    /// Marks `path` dirty.
    func insert(_ path: String) {
        lock.lock()
        paths.insert(path)
        lock.unlock()
    }

    /// The dirty paths, which are clean from now on.
    func take() -> Set<String> {
        lock.lock()
        defer { lock.unlock() }
        let taken = paths
        paths = []
        return taken
    }
}
