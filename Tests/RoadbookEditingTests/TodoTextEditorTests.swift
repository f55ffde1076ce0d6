import Diagnostics
import Foundation
import RoadbookContent
import Testing

@testable import RoadbookEditing

/// A block list full of comments and odd formatting; each part is named so expected texts are built from them.
enum TodoEditorFixture {
    static let header = "# Trip checklist — keep it short.\n---\n"
    static let passport = "- id: passport            # check the expiry date!\n  title: \"Renew passport\"\n  isCompleted: no\n"
    static let bookings = "\n# Bookings\n# (in the order we make them)\n\n"
    static let flights =
        "# the flights first\n- title:   Book flights\n  notes: |\n    Open-jaw: into Rome,\n    home from Paris.\n"
    static let blank = "\n"
    static let hotel =
        "-   id: Hotel\n    title: 'Book the hotel'   # near Campo de' Fiori\n    isCompleted: TRUE\n    # ask for a quiet room\n"
    static let adapters = "- {id: adapters, title: Pack plug adapters}\n"
    static let insurance = "- id: insurance\n  title: Buy travel insurance\n  notes: >-\n    folded\n    text\n"
    static let footer = "# end of list\n"
    static let text = header + passport + bookings + flights + blank + hotel + adapters + insurance + footer
}

/// Changes the list through `change` and returns the edited text.
private func edit(
    _ text: String, path: String = "content/todos.yaml", writingIDsOf writtenIDs: Set<String> = [],
    preferMoving: Set<String> = [], _ change: (inout [ItemModel]) -> Void
) throws -> String {
    let document = try TodoDocument(text: text, path: path)
    let old = document.items.map { item in
        ItemModel(
            id: item.id ?? slug(item.title ?? ""), title: item.title ?? "", isCompleted: item.isCompleted ?? false,
            notes: item.notes)
    }
    var new = old
    change(&new)
    return try TodoTextEditor(document: document).text(
        changing: old, to: new, writingIDsOf: writtenIDs, preferMoving: preferMoving)
}

private func slug(_ title: String) -> String {
    title.lowercased().map { $0.isLetter || $0.isNumber ? String($0) : "-" }.joined()
}

private func toggle(_ id: String) -> (inout [ItemModel]) -> Void {
    { entries in
        let index = entries.firstIndex { $0.id.lowercased() == id.lowercased() }!
        entries[index] = entries[index].updateCompletion()
    }
}

private func remove(_ id: String) -> (inout [ItemModel]) -> Void {
    { entries in entries.removeAll { $0.id.lowercased() == id.lowercased() } }
}

private func move(_ id: String, to position: Int) -> (inout [ItemModel]) -> Void {
    { entries in
        let entry = entries.remove(at: entries.firstIndex { $0.id.lowercased() == id.lowercased() }!)
        entries.insert(entry, at: position)
    }
}

@Suite struct TodoTextEditorTests {
    typealias F = TodoEditorFixture

    @Test func toggleFlipsOneScalarInTheFilesOwnSpelling() throws {
        #expect(
            try edit(F.text, toggle("passport")) == F.text.replacingOccurrences(of: "isCompleted: no", with: "isCompleted: yes"))
        #expect(
            try edit(F.text, toggle("hotel")) == F.text.replacingOccurrences(of: "isCompleted: TRUE", with: "isCompleted: FALSE"))
    }

    @Test func completingAnItemWithoutTheKeyInsertsOneLineAfterItsTitle() throws {
        let expected = F.text.replacingOccurrences(
            of: "- title:   Book flights\n", with: "- title:   Book flights\n  isCompleted: true\n")
        #expect(try edit(F.text, toggle("book-flights")) == expected)
    }

    @Test func completingAFlowMappingItemAddsTheKeyInsideTheBraces() throws {
        let expected = F.text.replacingOccurrences(
            of: "{id: adapters, title: Pack plug adapters}", with: "{id: adapters, title: Pack plug adapters, isCompleted: true}")
        #expect(try edit(F.text, toggle("adapters")) == expected)
    }

    @Test func emptyCompletionValueGetsAValue() throws {
        let text = "- title: Pack\n  isCompleted:\n  notes: x\n"
        #expect(try edit(text, toggle("pack")) == "- title: Pack\n  isCompleted: true\n  notes: x\n")
        #expect(try edit("- title: Pack\n  isCompleted: ~\n", toggle("pack")) == "- title: Pack\n  isCompleted: true\n")
        #expect(try edit("[{title: Pack, isCompleted: null}]", toggle("pack")) == "[{title: Pack, isCompleted: true}]")
    }

    @Test func removingTheFirstItemKeepsTheSectionCommentAfterIt() throws {
        let expected = F.header + F.bookings + F.flights + F.blank + F.hotel + F.adapters + F.insurance + F.footer
        #expect(try edit(F.text, remove("passport")) == expected)
    }

    @Test func removingAnItemTakesItsOwnCommentAndOneBlankSeparator() throws {
        let expected = F.header + F.passport + F.bookings + F.hotel + F.adapters + F.insurance + F.footer
        #expect(try edit(F.text, remove("book-flights")) == expected)
    }

    @Test func removingAnItemTakesItsIndentedTrailingComment() throws {
        let expected = F.header + F.passport + F.bookings + F.flights + F.blank + F.adapters + F.insurance + F.footer
        #expect(try edit(F.text, remove("hotel")) == expected)
    }

    @Test func removingTheLastItemKeepsTheFooter() throws {
        let expected = F.header + F.passport + F.bookings + F.flights + F.blank + F.hotel + F.adapters + F.footer
        #expect(try edit(F.text, remove("insurance")) == expected)
    }

    @Test func removingEveryItemLeavesTheComments() throws {
        let result = try edit(F.text) { $0.removeAll() }
        #expect(result == F.header + F.bookings + F.footer)
        #expect(try TodoDocument(text: result, path: "t.yaml").items.isEmpty)
    }

    @Test func movingTheLastItemFirstMovesOnlyItsLines() throws {
        let expected = F.header + F.insurance + F.passport + F.bookings + F.flights + F.blank + F.hotel + F.adapters + F.footer
        #expect(try edit(F.text, move("insurance", to: 0)) == expected)
    }

    @Test func movingTheFirstItemLastLeavesTheSectionComment() throws {
        let expected = F.header + F.bookings + F.flights + F.blank + F.hotel + F.adapters + F.insurance + F.passport + F.footer
        #expect(try edit(F.text, move("passport", to: 4)) == expected)
    }

    @Test func swappingNeighboursMovesThePreferredItem() throws {
        let expected = F.header + F.passport + F.bookings + F.hotel + F.flights + F.blank + F.adapters + F.insurance + F.footer
        #expect(try edit(F.text, preferMoving: ["hotel"], move("hotel", to: 1)) == expected)
    }

    @Test func appendingWritesTheFilesOwnStyleBeforeTheFooter() throws {
        let result = try edit(F.text) { $0.append(ItemModel(id: "buy-a-sim-card", title: "Buy a SIM card")) }
        let expected =
            F.header + F.passport + F.bookings + F.flights + F.blank + F.hotel + F.adapters + F.insurance
            + "- id: buy-a-sim-card\n  title: Buy a SIM card\n" + F.footer
        #expect(result == expected)
    }

    @Test func appendingQuotesOnlyWhereYAMLNeedsIt() throws {
        let text = "- title: First\n  isCompleted: false\n\n- title: Second\n  isCompleted: true\n"
        let result = try edit(text) { entries in
            entries.append(ItemModel(id: "yes", title: "Yes"))
            entries.append(ItemModel(id: "check", title: "Check: opening hours", notes: "Closed on *Mondays*.\nBook ahead.\n"))
            entries.append(ItemModel(id: "its", title: "It's #1 - 2024-05-01", notes: "one line"))
        }
        #expect(
            result == text + "\n- title: 'Yes'\n  isCompleted: false\n"
                + "\n- title: 'Check: opening hours'\n  isCompleted: false\n  notes: |\n    Closed on *Mondays*.\n    Book ahead.\n"
                + "\n- title: 'It''s #1 - 2024-05-01'\n  isCompleted: false\n  notes: one line\n")
    }

    @Test func appendingFollowsTheIndentationOfTheLastItem() throws {
        let text = "  -   title: First\n      notes: |\n          deep\n"
        let result = try edit(text) { $0.append(ItemModel(id: "x", title: "Second", notes: "a\nb")) }
        #expect(result == text + "  -   title: Second\n      notes: |-\n          a\n          b\n")
    }

    @Test func aBlockScalarEndingAFileWithoutLineEndKeepsItsValue() throws {
        // Its value has no final line break; an item appended after it would give it one, so that edit is refused
        // (found by the todo-edit fuzz target), while an edit that keeps the file's end is made.
        let text = "- title: One\n  notes: |\n    text"
        let error = #expect(throws: TodoEditError.self) {
            try edit(text) { $0.append(ItemModel(id: "two", title: "Two")) }
        }
        #expect(error == .verificationFailed("item 1 would read back with another 'notes'"))
        let toggled = try edit(text, toggle("one"))
        #expect(toggled == "- title: One\n  isCompleted: true\n  notes: |\n    text")
        #expect(try TodoDocument(text: toggled, path: "content/todos.yaml").items.first?.notes == "text")
    }

    @Test func aCRLFFileEndingInAKeptBlockScalarKeepsItsLineEnds() throws {
        // "\r\n" at the end is a final line end: the file is not given a second one before it is read.
        let text = "- title: One\r\n  notes: |+\r\n    kept\r\n\r\n"
        #expect(try TodoDocument(text: text, path: "content/todos.yaml").items.first?.notes == "kept\n\n")
        let result = try edit(text) { $0.append(ItemModel(id: "two", title: "Two")) }
        #expect(try TodoDocument(text: result, path: "content/todos.yaml").items.map(\.notes) == ["kept\n\n", nil])
    }

    @Test func itemsOnLinesEndingInACarriageReturnAloneAreRefused() throws {
        // libyaml ends a line at "\r" alone; the layout cuts lines at "\n" and saw both items on one line, and a
        // range running backwards trapped (found by the todo-edit fuzz target).
        let error = #expect(throws: TodoEditError.self) {
            try edit("- title: One\r- title: Two\r\n", remove("two"))
        }
        #expect(
            error == .unsupportedLayout(
                "the item does not start on a line of its own (lines must end in '\\n')", line: 2, column: 3))
    }

    @Test func explicitIDIsWrittenEvenWhenTheFileHasNone() throws {
        let text = "- title: First\n"
        let result = try edit(text, writingIDsOf: ["Mine"]) { $0.append(ItemModel(id: "Mine", title: "Second")) }
        #expect(result == "- title: First\n- id: Mine\n  title: Second\n")
    }

    @Test func emptyAndCommentOnlyFilesGetTheirFirstItem() throws {
        #expect(try edit("") { $0.append(ItemModel(id: "a", title: "Alpha")) } == "- title: Alpha\n")
        #expect(try edit("# my list") { $0.append(ItemModel(id: "a", title: "Alpha")) } == "# my list\n- title: Alpha")
        #expect(try edit("# my list\n") { $0.append(ItemModel(id: "a", title: "Alpha")) } == "# my list\n- title: Alpha\n")
    }

    @Test func fileWithoutFinalLineEndStaysWithout() throws {
        let text = "- title: One\n- title: Two"
        #expect(try edit(text, move("two", to: 0)) == "- title: Two\n- title: One")
        #expect(try edit(text, toggle("two")) == "- title: One\n- title: Two\n  isCompleted: true")
    }

    @Test func windowsLineEndsStay() throws {
        let text = "# list\r\n- title: One\r\n\r\n- title: Two\r\n"
        #expect(try edit(text, toggle("one")) == "# list\r\n- title: One\r\n  isCompleted: true\r\n\r\n- title: Two\r\n")
        #expect(try edit(text, move("two", to: 0)) == "# list\r\n- title: Two\r\n\r\n- title: One\r\n")
        #expect(
            try edit(text) { $0.append(ItemModel(id: "three", title: "Three")) }
                == text + "\r\n- title: Three\r\n")
    }

    @Test func keptTrailingLinesOfABlockScalarMoveWithTheirItem() throws {
        let text = "- title: One\n  notes: |+\n    kept\n\n- title: Two\n"
        let result = try edit(text, move("two", to: 0))
        #expect(result == "- title: Two\n- title: One\n  notes: |+\n    kept\n\n")
        #expect(try TodoDocument(text: result, path: "t.yaml").items[1].notes == "kept\n\n")
    }

    @Test func flowListsKeepTheirStyle() throws {
        let text = "# flow\n[{title: One}, {title: Two, isCompleted: false}]  # end\n"
        #expect(
            try edit(text, toggle("one"))
                == "# flow\n[{title: One, isCompleted: true}, {title: Two, isCompleted: false}]  # end\n")
        #expect(try edit(text, remove("one")) == "# flow\n[{title: Two, isCompleted: false}]  # end\n")
        #expect(try edit(text, move("two", to: 0)) == "# flow\n[{title: Two, isCompleted: false}, {title: One}]  # end\n")
        #expect(
            try edit(text) { $0.append(ItemModel(id: "x", title: "Three, four")) }
                == "# flow\n[{title: One}, {title: Two, isCompleted: false}, {title: 'Three, four'}]  # end\n")
    }

    @Test func jsonStaysJSON() throws {
        let text = """
            [
              {
                "id": "a",
                "title": "Alpha",
                "isCompleted": false
              },
              {
                "id": "b",
                "title": "Beta"
              }
            ]

            """
        let path = "content/todos.json"
        #expect(try edit(text, path: path, toggle("a")) == text.replacingOccurrences(of: "false", with: "true"))
        #expect(
            try edit(text, path: path, toggle("b"))
                == text.replacingOccurrences(of: "\"Beta\"", with: "\"Beta\",\n    \"isCompleted\": true"))
        #expect(try edit(text, path: path, remove("a")) == "[\n  {\n    \"id\": \"b\",\n    \"title\": \"Beta\"\n  }\n]\n")
        #expect(
            try edit(text, path: path, move("b", to: 0))
                == "[\n  {\n    \"id\": \"b\",\n    \"title\": \"Beta\"\n  },\n  {\n    \"id\": \"a\",\n    \"title\": \"Alpha\",\n    \"isCompleted\": false\n  }\n]\n"
        )
        let added = try edit(text, path: path) { $0.append(ItemModel(id: "c", title: "Say \"hi\"", notes: "l1\nl2")) }
        #expect(
            added
                == text.replacingOccurrences(
                    of: "\"Beta\"\n  }\n]",
                    with:
                        "\"Beta\"\n  },\n  {\n    \"id\": \"c\",\n    \"title\": \"Say \\\"hi\\\"\",\n    \"notes\": \"l1\\nl2\"\n  }\n]"
                ))
        let data = try #require(added.data(using: .utf8))
        #expect((try JSONSerialization.jsonObject(with: data) as? [Any])?.count == 3)
    }

    @Test func emptyJSONListGetsAPrettyFirstItem() throws {
        let result = try edit("[]\n", path: "content/todos.json", writingIDsOf: ["a"]) {
            $0.append(ItemModel(id: "a", title: "Alpha"))
        }
        #expect(result == "[\n  {\n    \"id\": \"a\",\n    \"title\": \"Alpha\"\n  }\n]\n")
    }

    @Test func unparsableFileIsADiagnosticAtItsPosition() throws {
        let error = try #require(throws: DiagnosticList.self) {
            try TodoDocument(text: "- title: A\n  notes: [unclosed\n", path: "content/todos.yaml")
        }
        let location = try #require(error.diagnostics.first?.location)
        #expect(location.path == "content/todos.yaml")
        #expect(location.line == 3)
    }

    @Test func mappingAtTheTopIsNotAList() throws {
        let error = try #require(throws: DiagnosticList.self) { try TodoDocument(text: "\ntitle: A\n", path: "t.yaml") }
        #expect(error.diagnostics.map(\.description) == ["t.yaml:2:1: error: the todo file must hold a list of items"])
    }

    @Test func longestIncreasingSubsequenceKeepsTheMostItemsInPlace() {
        #expect(TodoTextEditor.longestIncreasingSubsequence([1, 2, 3, 0]) == [1, 2, 3])
        #expect(TodoTextEditor.longestIncreasingSubsequence([4, 0, 1, 2, 3]) == [0, 1, 2, 3])
        #expect(TodoTextEditor.longestIncreasingSubsequence([]) == [])
    }
}
