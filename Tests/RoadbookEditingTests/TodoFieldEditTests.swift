import Diagnostics
import Foundation
import RoadbookContent
import Testing

@testable import RoadbookEditing

/// Renaming a todo and changing its notes in place (``TodoFieldEditor`` through ``TodoTextEditor``): only the
/// value changes, written so that it reads back as the same text, and the rest of the file stays byte for byte.
@Suite struct TodoFieldEditTests {
    private typealias F = TodoEditorFixture

    /// The text with the entry `id`'s title and notes set by `change`.
    private func edit(
        _ text: String, path: String = "content/todos.yaml", id: String, _ change: (ItemModel) -> ItemModel
    ) throws -> String {
        let document = try TodoDocument(text: text, path: path)
        let old = document.items.map { item in
            ItemModel(
                id: item.id ?? Slugifier.slug(from: item.title ?? ""), title: item.title ?? "",
                isCompleted: item.isCompleted ?? false, notes: item.notes)
        }
        var new = old
        let index = try #require(new.firstIndex { $0.id.lowercased() == id.lowercased() })
        new[index] = change(new[index])
        return try TodoTextEditor(document: document).text(changing: old, to: new)
    }

    @Test func aRenameRewritesOnlyTheTitlesValueAndKeepsTheCommentAfterIt() throws {
        let renamed = try edit(F.text, id: "hotel") { $0.with(title: "Book the B&B") }
        let hotel = F.hotel.replacingOccurrences(of: "'Book the hotel'", with: "Book the B&B")
        #expect(renamed == F.header + F.passport + F.bookings + F.flights + F.blank + hotel + F.adapters + F.insurance + F.footer)
        let quoted = try edit(F.text, id: "passport") { $0.with(title: "Renew passport: both") }
        #expect(quoted == F.text.replacingOccurrences(of: "\"Renew passport\"", with: "'Renew passport: both'"))
    }

    @Test func aRenameOfATodoWhoseIdComesFromItsTitleWritesTheIdSoItsPageStays() throws {
        let renamed = try edit(F.text, id: "book-flights") { $0.with(title: "Book the night train") }
        let flights = F.flights.replacingOccurrences(of: "Book flights", with: "Book the night train") + "  id: book-flights\n"
        #expect(renamed == F.header + F.passport + F.bookings + flights + F.blank + F.hotel + F.adapters + F.insurance + F.footer)
        // A title that derives the same id needs none.
        let same = try edit("- title: Book flights\n", id: "book-flights") { $0.with(title: "Book Flights!") }
        #expect(same == "- title: Book Flights!\n")
    }

    /// Titles and notes YAML would read as something else when written plain.
    static let trickyTexts = [
        "Colon: then space", "ends with a colon:", "Hash # in the middle", "#starts with a hash", "- leading dash",
        "'single' quotes", "\"double\" quotes", "it's", "Café — 日本 🚆", "true", "No", "null", "~", "1234", "3.5e2",
        "2025-05-01 flight", "[in brackets]", "{in braces}", "a, b and c", "*star", "&amp", "!bang", "%percent", "@at",
        "`tick`", "| pipe", "> greater", "? question", "back\\slash", "tab\there", "  spaces kept inside  ".trimmingCharacters(in: .whitespaces),
    ]

    @Test(arguments: [
        ("content/todos.yaml", "# top\n- id: a\n  title: First   # keep me\n- id: b\n  title: Second\n"),
        ("content/todos.yaml", "[{id: a, title: First}, {id: b, title: Second}]\n"),
        ("content/todos.json", "[\n  {\"id\": \"a\", \"title\": \"First\"},\n  {\"id\": \"b\", \"title\": \"Second\"}\n]\n"),
    ])
    func trickyTitlesAndNotesReadBackAsTyped(path: String, text: String) throws {
        for value in Self.trickyTexts {
            let renamed = try edit(text, path: path, id: "a") {
                $0.with(title: value).with(notes: value)
            }
            let items = try TodoDocument(text: renamed, path: path).items
            #expect(items.first?.title == value, "\(value) in \(path)")
            #expect(items.first?.notes == value, "\(value) in \(path)")
            #expect(items.last == TodoFileItem(id: "b", title: "Second", isCompleted: nil, notes: nil))
            // The second item's text is untouched.
            #expect(renamed.hasSuffix(String(text[text.range(of: path.hasSuffix("json") ? "{\"id\": \"b\"" : "id: b")!.lowerBound...])))
        }
    }

    @Test func notesOfSeveralLinesAreALiteralBlockIndentedUnderTheKey() throws {
        let text = "- id: a\n  title: First\n- id: b\n  title: Second\n"
        let added = try edit(text, id: "a") { $0.with(notes: "Line one: with a colon\n# not a comment\n\n- not a list") }
        #expect(
            added
                == "- id: a\n  title: First\n  notes: |-\n    Line one: with a colon\n    # not a comment\n\n    - not a list\n"
                + "- id: b\n  title: Second\n")
        let withEnd = try edit(text, id: "a") { $0.with(notes: "one\ntwo\n") }
        #expect(withEnd == "- id: a\n  title: First\n  notes: |\n    one\n    two\n- id: b\n  title: Second\n")
        // Several final line ends, or a first line starting with a space, cannot be a plain `|` block.
        for value in ["one\n\n", " indented\nsecond", "tab\tand\nline"] {
            let quoted = try edit(text, id: "a") { $0.with(notes: value) }
            #expect(try TodoDocument(text: quoted, path: "content/todos.yaml").items.first?.notes == value)
        }
    }

    @Test func notesAreReplacedAndRemovedWithTheirLines() throws {
        // The flights' literal block becomes one line; the insurance's folded block goes, with its lines.
        let replaced = try edit(F.text, id: "book-flights") { $0.with(notes: "Rome to Paris") }
        #expect(replaced == F.text.replacingOccurrences(of: "|\n    Open-jaw: into Rome,\n    home from Paris.\n", with: "Rome to Paris\n"))
        let removed = try edit(F.text, id: "insurance") { $0.with(notes: nil) }
        #expect(removed == F.text.replacingOccurrences(of: "  notes: >-\n    folded\n    text\n", with: ""))
        // A first key on the `-` line: the next key takes its place.
        let first = try edit("- notes: x\n  title: First\n- title: Second\n", id: "first") { $0.with(notes: nil) }
        #expect(first == "- title: First\n- title: Second\n")
        let flow = try edit(F.text, id: "adapters") { $0.with(notes: "Type C, and F") }
        #expect(flow == F.text.replacingOccurrences(of: "title: Pack plug adapters}", with: "title: Pack plug adapters, notes: 'Type C, and F'}"))
        let back = try edit(flow, id: "adapters") { $0.with(notes: nil) }
        #expect(back == F.text)
    }

    @Test func aJSONItemOfSeveralLinesGetsItsNewKeyOnALineOfItsOwn() throws {
        let text = "[\n  {\n    \"title\": \"First\"\n  }\n]\n"
        let result = try edit(text, path: "content/todos.json", id: "first") {
            $0.with(title: "Erste \"Reise\"").with(notes: "a\nb")
        }
        #expect(
            result == "[\n  {\n    \"title\": \"Erste \\\"Reise\\\"\",\n    \"id\": \"first\",\n    \"notes\": \"a\\nb\"\n  }\n]\n")
    }

    @Test func theListTrimsTheTitleAndRefusesWhatTheAddRefuses() throws {
        var list = TodoList(items: [ItemModel(id: "a", title: "First", notes: "n")])
        #expect(try list.editItem(withID: "A", title: "  Second  ", notes: nil)?.title == "Second")
        #expect(list.items == [ItemModel(id: "a", title: "Second", notes: "n")])
        #expect(try list.editItem(withID: "a", title: nil, notes: "  \n ")?.notes == nil)
        #expect(throws: ContentProblem.textTooShort(field: "title", text: "Go", minimum: 3)) {
            try list.editItem(withID: "a", title: " Go ", notes: nil)
        }
        #expect(throws: ContentProblem.emptyText(field: "title")) { try list.editItem(withID: "a", title: "   ", notes: nil) }
        #expect(throws: ContentProblem.textTooLong(field: "title", length: 101, maximum: 100)) {
            try list.editItem(withID: "a", title: String(repeating: "x", count: 101), notes: "kept?")
        }
        #expect(throws: ContentProblem.controlCharacter("\u{7}", field: "notes")) {
            try list.editItem(withID: "a", title: nil, notes: "bell\u{7}")
        }
        #expect(list.items == [ItemModel(id: "a", title: "Second", notes: nil)])
        #expect(try list.editItem(withID: "gone", title: "Third", notes: nil) == nil)
    }
}
