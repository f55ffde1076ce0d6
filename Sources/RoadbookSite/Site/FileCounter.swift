import Parallelism

/// A thread-safe count of files written by parallel tasks.
final class FileCounter: Sendable {
    private let total = Locked(0)

    /// Adds `files` to the count.
    func add(_ files: Int) {
        total.withLock { $0 += files }
    }

    /// The files counted so far.
    var count: Int {
        total.withLock { $0 }
    }
}
