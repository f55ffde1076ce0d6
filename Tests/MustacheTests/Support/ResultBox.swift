import Foundation
import Synchronization

/// Collects results from concurrent work.
final class ResultBox: Sendable {
    private let values: Mutex<[String]>

    init(count: Int) { values = Mutex(Array(repeating: "", count: count)) }

    func set(_ index: Int, _ value: String) {
        values.withLock { $0[index] = value }
    }

    func get(_ index: Int) -> String {
        values.withLock { $0[index] }
    }
}
