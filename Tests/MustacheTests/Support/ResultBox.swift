import Foundation

/// Collects results from concurrent work.
final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String]

    init(count: Int) { values = Array(repeating: "", count: count) }

    func set(_ index: Int, _ value: String) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func get(_ index: Int) -> String {
        lock.lock()
        defer { lock.unlock() }
        return values[index]
    }
}
