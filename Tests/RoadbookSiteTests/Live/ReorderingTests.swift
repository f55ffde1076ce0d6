import Testing
@testable import RoadbookSite

@Suite struct ReorderingTests {
    @Test func listsInAnotherOrderHoldTheSameElements() {
        #expect(Reordering.sameElements([1, 2, 3, 4, 5], [1, 2, 3, 4, 5]))
        #expect(Reordering.sameElements([1, 2, 3, 4, 5], [1, 3, 4, 2, 5]))
        #expect(Reordering.sameElements([5, 4, 3, 2, 1], [1, 2, 3, 4, 5]))
        #expect(Reordering.sameElements([String](), []))
    }

    @Test func listsWithAnElementOfTheirOwnDiffer() {
        #expect(!Reordering.sameElements([1, 2, 3, 4, 5], [1, 2, 6, 4, 5]))
        #expect(!Reordering.sameElements([1, 2, 3, 4], [1, 2, 3, 4, 5]))
        #expect(!Reordering.sameElements([1, 2, 3, 4, 9], [9, 2, 3, 4, 5]))
        #expect(!Reordering.sameElements(["a", "b"], ["a", "c"], by: \.first))
        #expect(Reordering.sameElements(["ab", "ba"], ["bc", "ad"], by: \.first))
    }
}
