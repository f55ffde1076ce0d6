import Foundation
import RoadbookContent
import Testing

@Suite struct TodoListTests {
    private func model(_ titles: [String]) -> TodoList {
        TodoList(items: titles.map { ItemModel(id: Slugifier.slug(from: $0), title: $0) })
    }

    @Test func addAppendsATrimmedNotCompletedItem() throws {
        var model = model(["Pack"])
        try model.add(title: "  Buy the Roma Pass \n")
        #expect(model.items.count == 2)
        #expect(model.items[1].title == "Buy the Roma Pass")
        #expect(model.items[1].id == "buy-the-roma-pass")
        #expect(model.items[1].isCompleted == false)
    }

    @Test func addDerivesAFreeIdFromTheTitle() throws {
        var model = model(["Buy bread"])
        try model.add(title: "Buy Bread")
        try model.add(title: "buy bread!")
        #expect(model.items.map(\.id) == ["buy-bread", "buy-bread-2", "buy-bread-3"])
        try model.add(title: "東京タワー")
        #expect(UUID(uuidString: model.items[3].id) != nil)
    }

    struct RefusedTitle: Sendable, CustomTestStringConvertible {
        let title: String
        let message: String
        var testDescription: String { "'\(title.prefix(12))' is refused" }
    }

    static let refused: [RefusedTitle] = [
        RefusedTitle(title: "", message: "'title' can't be empty"),
        RefusedTitle(title: "   \t ", message: "'title' can't be empty"),
        RefusedTitle(title: "ab", message: "'title' must be at least 3 characters long; 'ab' has 2"),
        RefusedTitle(title: "  ab  ", message: "'title' must be at least 3 characters long; 'ab' has 2"),
        RefusedTitle(
            title: String(repeating: "x", count: 101), message: "'title' is too long: 101 characters, at most 100"),
    ]

    @Test(arguments: refused)
    func addRefusesABadTitleAndChangesNothing(_ refusedTitle: RefusedTitle) {
        var model = model(["Pack"])
        let before = model.items
        let error = #expect(throws: ContentProblem.self) { try model.add(title: refusedTitle.title) }
        #expect(error?.description == refusedTitle.message)
        #expect(model.items == before)
    }

    @Test func addAcceptsTheLimits() throws {
        var model = model([])
        try model.add(title: "abc")
        try model.add(title: String(repeating: "y", count: 100))
        try model.add(title: "Café")
        #expect(model.items.count == 3)
    }

    @Test func addKeepsTheGivenIdAndNotesAndReturnsTheItem() throws {
        var model = model(["Pack"])
        let added = try model.add(title: "  Buy the Roma Pass ", id: "Roma-Pass", notes: "At *Termini*.\n")
        #expect(added == ItemModel(id: "Roma-Pass", title: "Buy the Roma Pass", isCompleted: false, notes: "At *Termini*.\n"))
        #expect(model.items.last == added)
        let derived = try model.add(title: "Buy bread", notes: "Rye")
        #expect(derived.id == "buy-bread" && derived.notes == "Rye")
        #expect(model.items.count == 3)
    }

    struct RefusedAdd: Sendable, CustomTestStringConvertible {
        let title: String
        let id: String?
        let problem: ContentProblem
        var testDescription: String { "'\(title)' with id '\(id ?? "")' is refused: \(problem)" }
    }

    static let refusedAdds: [RefusedAdd] = [
        RefusedAdd(title: "Pack again", id: "pack", problem: .identifierTaken("pack", title: "Pack")),
        RefusedAdd(title: "Pack again", id: "PACK", problem: .identifierTaken("PACK", title: "Pack")),
        RefusedAdd(title: "Pack again", id: "two words", problem: .invalidIdentifier("two words")),
        RefusedAdd(title: "Pack again", id: "", problem: .emptyIdentifier),
        RefusedAdd(title: "Go", id: "go", problem: .textTooShort(field: "title", text: "Go", minimum: 3)),
        RefusedAdd(title: "  ", id: nil, problem: .emptyText(field: "title")),
        RefusedAdd(title: "Bell\u{07} rings", id: nil, problem: .controlCharacter("\u{07}", field: "title")),
    ]

    @Test(arguments: refusedAdds)
    func addRefusesABadIdOrTitleAndChangesNothing(_ refused: RefusedAdd) {
        var model = model(["Pack"])
        let before = model.items
        let error = #expect(throws: ContentProblem.self) { try model.add(title: refused.title, id: refused.id, notes: "n\tok\n") }
        #expect(error == refused.problem)
        #expect(model.items == before)
    }

    @Test func addRefusesControlCharactersInNotes() {
        var model = model(["Pack"])
        let error = #expect(throws: ContentProblem.self) { try model.add(title: "Ring", notes: "Esc\u{1B}[31m") }
        #expect(error == .controlCharacter("\u{1B}", field: "notes"))
        #expect(model.items.count == 1)
    }

    @Test func aTakenIdIsNamedWithTheOtherItemsTitle() {
        #expect(
            ContentProblem.identifierTaken("PACK", title: "Pack\u{1B}").description
                == "the id 'PACK' is taken by 'Pack^[' (ids are compared ignoring case)")
    }

    @Test func updateItemTogglesByIdAndKeepsTheId() {
        var model = model(["One thing", "Two things"])
        let target = model.items[1]
        let found = model.updateItem(target)
        #expect(found)
        #expect(model.items[1].id == target.id)
        #expect(model.items[1].isCompleted == true)
        #expect(model.items[0].isCompleted == false)
        let foundAgain = model.updateItem(target)
        #expect(foundAgain)
        #expect(model.items[1].isCompleted == false)
        let foundMissing = model.updateItem(ItemModel(id: "nope", title: "Nope"))
        #expect(!foundMissing)
    }

    @Test func deleteItemsRemovesNonContiguousOffsetsAndIgnoresOutOfRange() {
        var model = model(["aaa", "bbb", "ccc", "ddd"])
        model.deleteItems(at: IndexSet([0, 2, 9]))
        #expect(model.items.map(\.title) == ["bbb", "ddd"])
    }

    @Test func moveItemsUsesSwiftUISemantics() {
        var model = model(["aaa", "bbb", "ccc", "ddd"])
        model.moveItems(from: IndexSet([0, 2]), to: 4)
        #expect(model.items.map(\.title) == ["bbb", "ddd", "aaa", "ccc"])
        model.moveItems(from: IndexSet([3]), to: 99)
        #expect(model.items.map(\.title) == ["bbb", "ddd", "aaa", "ccc"])
        model.moveItems(from: IndexSet([3]), to: 0)
        #expect(model.items.map(\.title) == ["ccc", "bbb", "ddd", "aaa"])
    }

    @Test func itemLookupIgnoresCase() {
        let model = TodoList(items: [ItemModel(id: "E621E1F8-C36C", title: "Pack")])
        #expect(model.item(withID: "e621e1f8-c36c")?.title == "Pack")
        #expect(model.index(ofID: "E621E1F8-c36c") == 0)
        #expect(model.item(withID: "other") == nil)
    }

    @Test func neighboursWrapAroundLikeThePlaces() {
        let model = model(["aaa", "bbb", "ccc"])
        #expect(model.neighbours == [
            NeighbourOffsets(previous: 2, next: 1), NeighbourOffsets(previous: 0, next: 2), NeighbourOffsets(previous: 1, next: 0),
        ])
    }

    @Test func neighboursFindItemsByIdIgnoringCaseAndFollowChanges() {
        var model = TodoList(items: [ItemModel(id: "Pack-Bags", title: "Pack"), ItemModel(id: "buy", title: "Buy")])
        #expect(model.index(ofID: "BUY") == 1)
        #expect(model.index(ofID: "other") == nil)
        model.moveItems(from: IndexSet([1]), to: 0)
        #expect(model.index(ofID: "buy") == 0)
        model.deleteItems(at: IndexSet([0]))
        #expect(model.item(withID: "buy") == nil)
        #expect(model.neighbours == [NeighbourOffsets(previous: 0, next: 0)])
        #expect(TodoList(items: []).neighbours.isEmpty)
    }

}
