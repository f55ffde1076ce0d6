import RoadbookContent
import Testing

@Suite struct TodoProgressTests {
    private func todos(done: Int, pending: Int) -> [ItemModel] {
        (0..<done).map { ItemModel(id: "d\($0)", title: "Done \($0)", isCompleted: true) }
            + (0..<pending).map { ItemModel(id: "p\($0)", title: "Pending \($0)") }
    }

    @Test func countsAndRatio() {
        let progress = TodoProgress(todos: todos(done: 3, pending: 5))
        #expect(progress.totalCount == 8)
        #expect(progress.completedCount == 3)
        #expect(progress.pendingCount == 5)
        #expect(progress.completionRatio == 0.375)
        #expect(progress.completionPercent == 38)
    }

    @Test func anEmptyListIsZeroPercent() {
        let progress = TodoProgress(todos: [])
        #expect(progress.completionRatio == 0)
        #expect(progress.completionPercent == 0)
    }

    struct PercentCase: Sendable, CustomTestStringConvertible {
        let done: Int
        let pending: Int
        let percent: Int
        var testDescription: String { "\(done) of \(done + pending) done is \(percent)%" }
    }

    /// The edges a reader checks, as (done, pending, percent): never 100 while a todo is open, never 0 once one is
    /// done; else rounded half up.
    static let percentCases: [PercentCase] = [
        (0, 0, 0), (0, 4, 0), (1, 999, 1), (999, 1, 99), (4, 0, 100), (1, 0, 100), (199, 1, 99), (1, 199, 1), (2, 1, 67),
        (1, 2, 33), (4, 9, 31), (29, 171, 15), (1, 1, 50),
    ].map { PercentCase(done: $0.0, pending: $0.1, percent: $0.2) }

    @Test(arguments: percentCases)
    func completionPercent(_ testCase: PercentCase) {
        let progress = TodoProgress(todos: todos(done: testCase.done, pending: testCase.pending))
        #expect(progress.completionPercent == testCase.percent)
    }
}
