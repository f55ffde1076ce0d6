import Foundation
import RoadbookContent
import TestSupport
import Testing
@testable import RoadbookEditing

/// Long random runs of toggles, removals, moves and additions with awkward titles and notes, on files of every
/// layout: each edit must succeed, read back as exactly the intended list, and leave untouched items' text alone.
@Suite struct TodoTextEditorRandomTests {
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let path: String
        let text: String
    }

    static let cases = [
        Case(description: "block with comments", path: "content/todos.yaml", text: TodoEditorFixture.text),
        Case(
            description: "flow YAML", path: "content/todos.yaml", text: "# flow\n[{title: One}, {title: Two, isCompleted: yes}]\n"
        ),
        Case(
            description: "JSON", path: "content/todos.json",
            text: "[\n  {\n    \"id\": \"a\",\n    \"title\": \"Alpha\",\n    \"isCompleted\": false\n  }\n]\n"),
        Case(
            description: "CRLF without final line end", path: "content/todos.yaml",
            text: "# x\r\n- title: One\r\n\r\n- title: Two"),
        Case(description: "empty", path: "content/todos.yaml", text: ""),
        Case(
            description: "indented, kept block scalar", path: "content/todos.yaml",
            text: "  -   title: First\n      notes: |+\n          deep\n\n  # c\n  - title: Second\n"),
        Case(
            description: "multi-line flow with a comment", path: "content/todos.yaml",
            text: "[\n  {title: One},\n  # between\n  {title: Two, isCompleted: on}\n]\n"),
    ]

    static let titles = [
        "Yes", "null", "~", "123", "1.5", "-dash", "#hash", "a: b", "a #b", "[x]", "{y}", "it's", "\"quoted\"",
        "tab\there", "ünïcödé", "emoji 🎒", "trailing:", "2024-05-01 trip", "@at", "`tick`", "%pct", "!bang",
        "&amp", "*star", "|pipe", ">gt", "?q", ", comma", "Plain title", "back\\slash", "line\nbreak",
    ]
    static let notes: [String?] = [
        nil, "one line", "multi\nline\n", "multi\nline", "  indented first\n", "trailing\n\n", "\nleading newline",
        "tab\tin notes\n", "ends with space \n", "# heading\n\n- list\n", "x: y",
    ]

    @Test(arguments: cases, Array(UInt64(1)...UInt64(3)))
    func randomEditsAlwaysReadBackAsIntended(_ testCase: Case, seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var text = testCase.text
        var counter = 0
        for step in 0..<150 {
            let document = try TodoDocument(text: text, path: testCase.path)
            let old = document.items.enumerated().map { index, item in
                ItemModel(
                    id: item.id ?? "derived-\(index)-\(item.title ?? "")", title: item.title ?? "",
                    isCompleted: item.isCompleted ?? false, notes: item.notes)
            }
            // Ids of items without one are derived from the title by the loader; here any stable key will do,
            // as long as the old entries and the new ones agree.
            var new = old
            let operation = old.isEmpty ? 3 : random.next(below: 4)
            switch operation {
            case 0:
                let index = random.next(below: new.count)
                new[index] = new[index].updateCompletion()
            case 1:
                new.remove(at: random.next(below: new.count))
            case 2:
                let entry = new.remove(at: random.next(below: new.count))
                new.insert(entry, at: random.next(below: new.count + 1))
            default:
                counter += 1
                new.append(
                    ItemModel(
                        id: "n\(counter)", title: Self.titles[random.next(below: Self.titles.count)],
                        isCompleted: random.next(below: 2) == 0, notes: Self.notes[random.next(below: Self.notes.count)]))
            }
            let edited: String
            do {
                edited = try TodoTextEditor(document: document).text(
                    changing: old, to: new, writingIDsOf: counter > 0 ? Set((1...counter).map { "n\($0)" }) : [])
            } catch {
                Issue.record("step \(step): \(error)\nbefore:\n\(text)\nold: \(old)\nnew: \(new)")
                return
            }
            let reread = try TodoDocument(text: edited, path: testCase.path)
            #expect(reread.items.map { $0.title } == new.map { $0.title }, "step \(step)")
            #expect(reread.items.map { $0.isCompleted ?? false } == new.map(\.isCompleted), "step \(step)")
            #expect(reread.items.map(\.notes) == new.map(\.notes), "step \(step)")
            // Every kept item's text is still in the file, unchanged (toggled ones aside).
            if operation == 1 || operation == 2 {
                for (chunk, entry) in zip(try TodoListLayout(document).chunks, old) {
                    // Without its line end: the last item of a file without a final line end has none.
                    let itemText = String(decoding: document.bytes[chunk], as: UTF8.self)
                        .trimmingCharacters(in: .newlines)
                    if new.contains(where: { $0.id == entry.id }) {
                        #expect(edited.contains(itemText), "step \(step)")
                    }
                }
            }
            if testCase.path.hasSuffix(".json"), !new.isEmpty {
                #expect(try JSONSerialization.jsonObject(with: Data(edited.utf8)) is [Any], "step \(step)")
            }
            text = edited
        }
    }
}
