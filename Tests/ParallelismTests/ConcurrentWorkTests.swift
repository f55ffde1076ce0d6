import Foundation
import Parallelism
import Testing

@Suite struct ConcurrentWorkTests {
    /// Counts calls from several threads.
    private final class Tally: Sendable {
        private let counts: Locked<[Int]>
        init(_ count: Int) { counts = Locked(Array(repeating: 0, count: count)) }
        func add(_ index: Int) { counts.withLock { $0[index] += 1 } }
        var values: [Int] { counts.withLock { $0 } }
    }

    @Test func resultsComeInIndexOrder() {
        #expect(ConcurrentWork.map(0) { $0 }.isEmpty)
        #expect(ConcurrentWork.map(1) { $0 * 2 } == [0])
        let count = 10_000
        #expect(ConcurrentWork.map(count) { "job \($0)" } == (0..<count).map { "job \($0)" })
    }

    @Test func everyJobRunsOnce() {
        let tally = Tally(1_000)
        _ = ConcurrentWork.map(1_000) { tally.add($0) }
        #expect(tally.values == Array(repeating: 1, count: 1_000))
    }

    /// Records whether it is still alive.
    private final class Item: Sendable {
        let value: Int
        let onDeinit: @Sendable () -> Void
        init(_ value: Int, onDeinit: @escaping @Sendable () -> Void) {
            self.value = value
            self.onDeinit = onDeinit
        }
        deinit { onDeinit() }
    }

    @Test func consumingMapGivesEachJobItsItemAndFreesThemAll() {
        let count = 1_000
        let freed = Tally(count)
        let results = ConcurrentWork.map(consuming: (0..<count).map { index in Item(index) { freed.add(index) } }) {
            index, item in "\(index):\(item.value)"
        }
        #expect(results == (0..<count).map { "\($0):\($0)" })
        #expect(freed.values == Array(repeating: 1, count: count))
        #expect(ConcurrentWork.map(consuming: [Int]()) { index, _ in index }.isEmpty)
    }

    @Test func bothGivesEachResultInItsPlace() {
        let (text, numbers) = ConcurrentWork.both({ "first" }, { (0..<5).map { $0 * $0 } })
        #expect(text == "first")
        #expect(numbers == [0, 1, 4, 9, 16])
    }
}
