import Foundation

/// A thread-safe count of files written by parallel tasks.
final class FileCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var total = 0

    /// Adds `files` to the count.
    func add(_ files: Int) {
        lock.lock()
        total += files
        lock.unlock()
    }

    /// The files counted so far.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return total
    }
}
