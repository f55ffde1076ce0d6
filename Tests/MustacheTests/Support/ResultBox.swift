import Foundation
import Parallelism

/// Collects results from concurrent work.
final class ResultBox: Sendable {
    private let values: Locked<[String]>

    init(count: Int) { values = Locked(Array(repeating: "", count: count)) }

    func set(_ index: Int, _ value: String) {
        values.withLock { $0[index] = value }
    }

    func get(_ index: Int) -> String {
        values.withLock { $0[index] }
    }
}
