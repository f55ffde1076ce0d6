import Diagnostics
import Testing
import YAML

@Suite struct YAMLParserTests {
    @Test func nodesCarryOneBasedLinesColumnsAndByteOffsets() throws {
        let text = "# trip\n- title: Café\n  notes: |\n    line\n"
        let root = try #require(try YAMLParser.parse(text, path: "t.yaml"))
        let item = try #require(root.items?.first)
        let title = try #require(item["title"]?.scalar)
        #expect(title.value == "Café")
        #expect(title.span.start.line == 2)
        #expect(title.span.start.column == 10)
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[title.span.byteRange], as: UTF8.self) == "Café")
        let notes = try #require(item["notes"]?.scalar)
        #expect(notes.style == .literal)
        #expect(notes.value == "line\n")
    }

    @Test func offsetsAfterMultiByteCharactersAreBytes() throws {
        let text = "é: ü\nk: v\n"
        let root = try #require(try YAMLParser.parse(text, path: "t.yaml"))
        let value = try #require(root["k"]?.scalar)
        #expect(value.span.start.offset == Array("é: ü\nk: ".utf8).count)
        #expect(value.span.start.column == 4)
    }

    @Test func malformedYAMLIsADiagnosticAtItsPosition() {
        let error = #expect(throws: DiagnosticList.self) {
            try YAMLParser.parse("a: [1, 2\nb: 3\n", path: "bad.yaml")
        }
        let diagnostic = error?.diagnostics.first
        #expect(diagnostic?.location?.path == "bad.yaml")
        #expect(diagnostic?.location?.line == 2)
        #expect(diagnostic?.message == "the list in '[…]' is not closed, or lacks a ',' between items")
    }

    /// libyaml's words become the project's, with the fix: a tab most of all.
    @Test(arguments: [
        ("title: Trip\nitems:\n\t- a\n", "3:1: error: YAML does not allow tabs for indentation; use spaces"),
        ("- title: Pack\n\tnotes: x\n", "2:1: error: YAML does not allow tabs for indentation; use spaces"),
        ("a: b: c\n", "1:5: error: a ': ' inside a value starts another key here; put the value in quotes"),
        ("a: \"open\n", "2:1: error: the quoted text is not closed; add its closing quote"),
        ("a: {b: 1\n", "2:1: error: the mapping in '{…}' is not closed, or lacks a ',' between its pairs"),
        ("a: @x\n", "1:4: error: the character '@' cannot start a value here; put the value in quotes"),
    ])
    func syntaxErrorsAreWordedWithTheirFix(text: String, expected: String) {
        let error = #expect(throws: DiagnosticList.self) { try YAMLParser.parse(text, path: "t.yaml") }
        #expect(error?.diagnostics.first?.description == "t.yaml:" + expected)
    }

    @Test func anErrorAtTheEndOfALastLineWithoutLineBreakIsOnThatLine() {
        // libyaml moves its mark to a line after the text there; found by the yaml fuzz target.
        let error = #expect(throws: DiagnosticList.self) {
            try YAMLParser.parse("\nname: Rome\ncoordinates: { latitude: 41.8, é 10", path: "end.yaml")
        }
        #expect(
            error?.diagnostics.first?.description
                == "end.yaml:3:36: error: the mapping in '{…}' is not closed, or lacks a ',' between its pairs")
    }

    @Test func aNodeAtTheEndOfALastLineWithoutLineBreakIsOnThatLine() throws {
        // `?` alone: an empty key whose empty value libyaml places on a line after the text (found by fuzzing).
        let root = try #require(try YAMLParser.parse("a: 1\n?", path: "end.yaml"))
        let value = try #require(root.pairs?.last?.value)
        #expect(value.span.start.line == 2)
        #expect(value.span.start.column == 2)
        #expect(value.span.start.offset == 6)
    }

    @Test func duplicateKeysAreErrors() {
        let error = #expect(throws: DiagnosticList.self) {
            try YAMLParser.parse("title: a\nisCompleted: true\ntitle: b\n", path: "d.yaml")
        }
        #expect(error?.diagnostics.first?.description == "d.yaml:3:1: error: duplicate key 'title'")
    }

    @Test func aliasesResolveAndBombsAreRefused() throws {
        let root = try #require(try YAMLParser.parse("a: &x [1, 2]\nb: *x\n", path: "a.yaml"))
        #expect(root["b"]?.items?.count == 2)
        var bomb = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...8 {
            bomb += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        #expect(throws: DiagnosticList.self) { try YAMLParser.parse(bomb, path: "bomb.yaml") }
    }

    @Test func emptyTextHasNoDocument() throws {
        #expect(try YAMLParser.parse("# only a comment\n", path: "e.yaml") == nil)
    }

    @Test func severalDocumentsAreAnError() {
        #expect(throws: DiagnosticList.self) { try YAMLParser.parse("a: 1\n---\nb: 2\n", path: "m.yaml") }
    }
}
