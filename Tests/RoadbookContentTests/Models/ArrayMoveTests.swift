import Foundation
import Testing
@testable import RoadbookContent

@Suite struct ArrayMoveTests {
    struct MoveCase: Sendable, CustomTestStringConvertible {
        let offsets: [Int]
        let destination: Int
        let expected: String
        var testDescription: String { "move \(offsets) to \(destination) gives \(expected)" }
    }

    /// Expected results worked out by hand from SwiftUI's documented behaviour: the moved elements land, in
    /// their original order, before the element that was at `destination` in the original array.
    static let cases: [MoveCase] = [
        MoveCase(offsets: [0], destination: 2, expected: "bacde"),
        MoveCase(offsets: [0], destination: 0, expected: "abcde"),
        MoveCase(offsets: [0], destination: 1, expected: "abcde"),
        MoveCase(offsets: [2], destination: 3, expected: "abcde"),
        MoveCase(offsets: [2], destination: 4, expected: "abdce"),
        MoveCase(offsets: [4], destination: 0, expected: "eabcd"),
        MoveCase(offsets: [3], destination: 1, expected: "adbce"),
        MoveCase(offsets: [1], destination: 5, expected: "acdeb"),
        MoveCase(offsets: [4], destination: 5, expected: "abcde"),
        MoveCase(offsets: [0, 2], destination: 5, expected: "bdeac"),
        MoveCase(offsets: [1, 3], destination: 1, expected: "abdce"),
        MoveCase(offsets: [0, 4], destination: 2, expected: "baecd"),
        MoveCase(offsets: [1, 4], destination: 3, expected: "acbed"),
        MoveCase(offsets: [1, 2, 3], destination: 0, expected: "bcdae"),
        MoveCase(offsets: [0, 2, 4], destination: 1, expected: "acebd"),
        MoveCase(offsets: [0, 1, 2, 3, 4], destination: 3, expected: "abcde"),
        MoveCase(offsets: [], destination: 2, expected: "abcde"),
    ]

    @Test(arguments: cases)
    func moveMatchesSwiftUI(_ moveCase: MoveCase) {
        var letters = Array("abcde")
        letters.move(fromOffsets: IndexSet(moveCase.offsets), toOffset: moveCase.destination)
        #expect(String(letters) == moveCase.expected)
    }

    @Test func removeAtNonContiguousOffsetsKeepsTheOrderOfTheRest() {
        var letters = Array("abcdef")
        letters.remove(atOffsets: IndexSet([0, 2, 5]))
        #expect(String(letters) == "bde")
    }
}
