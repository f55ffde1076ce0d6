import Foundation

/// The number of the build being served, bumped by each successful rebuild; read by many threads.
final class BuildVersion: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 1

    /// The current number (1 for the first build).
    var current: Int {
        lock.lock()
        defer { lock.unlock() }
        return value
    }

    /// Moves to the next number and returns it.
    @discardableResult
    func bump() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
