import Diagnostics
import Testing
import YAML

/// Input that would crash or blow up a loader is refused at its position, before a tree that breaks the limits
/// is built.
@Suite struct YAMLInputLimitTests {
    private func failure(_ text: String) -> Diagnostic? {
        let error = #expect(throws: DiagnosticList.self) { try YAMLParser.parse(text, path: "deep.yaml") }
        return error?.diagnostics.first
    }

    @Test func fiftyThousandNestedFlowSequencesAreRefusedAtTheFirstTooDeep() {
        let text = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let diagnostic = failure(text)
        #expect(diagnostic?.description == "deep.yaml:1:257: error: the YAML is nested more than 256 levels deep")
    }

    @Test func fiftyThousandNestedFlowMappingsAreRefused() {
        let text = "title: x\nnotes: " + String(repeating: "{a: ", count: 50_000) + "1" + String(repeating: "}", count: 50_000) + "\n"
        let diagnostic = failure(text)
        // The 256 mappings under 'notes' fit under the top-level mapping; the 256th `{` (column 8 + 255 × 4) does not.
        #expect(diagnostic?.description == "deep.yaml:2:\(8 + 255 * 4): error: the YAML is nested more than 256 levels deep")
    }

    @Test func deepBlockNestingIsRefusedToo() {
        var text = ""
        for level in 0..<300 { text += String(repeating: " ", count: level) + "a:\n" }
        let diagnostic = failure(text)
        #expect(diagnostic?.location?.line == 257)
        #expect(diagnostic?.message == "the YAML is nested more than 256 levels deep")
    }

    @Test func nestingUpToTheLimitIsFine() throws {
        let text = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
        var node = try #require(try YAMLParser.parse(text, path: "ok.yaml"))
        var depth = 1
        while let first = node.items?.first {
            node = first
            depth += 1
        }
        #expect(depth == 256)
    }

    @Test func aliasesThatWouldNestTooDeepAreRefusedAtTheAlias() {
        // The anchor is 200 deep; under 1 + 60 more levels it would reach 261.
        let deep = String(repeating: "[", count: 200) + "x" + String(repeating: "]", count: 200)
        let text = "a: &d \(deep)\nb: " + String(repeating: "[", count: 60) + "*d" + String(repeating: "]", count: 60) + "\n"
        let diagnostic = failure(text)
        #expect(diagnostic?.description == "deep.yaml:2:64: error: alias '*d' nests the YAML more than 256 levels deep")
    }

    @Test func aMegabyteNoteReferencedFourHundredNinetyNineTimesIsRefusedAtTheAliasThatCrossesTheLimit() {
        let note = String(repeating: "x", count: 1_000_000)
        var text = "- id: a\n  title: First\n  notes: &n \(note)\n"
        for index in 1...499 { text += "- title: Todo \(index)\n  notes: *n\n" }
        // The allowance: 1 MiB plus four times the document (about 1 MB), so the sixth alias crosses it.
        let diagnostic = failure(text)
        let limit = (1 << 20) + 4 * text.utf8.count
        let crossing = limit / 1_000_000 + 1
        #expect(crossing == 6)
        #expect(diagnostic?.description == "deep.yaml:\(3 + 2 * crossing):10: error: alias '*n' makes the aliases stand for more than \(limit) bytes of text in total")
    }

    @Test func aNoteReferencedTwiceIsFine() throws {
        let note = String(repeating: "x", count: 1_000_000)
        let text = "a: &n \(note)\nb: *n\nc: *n\n"
        let root = try #require(try YAMLParser.parse(text, path: "ok.yaml"))
        #expect(root["c"]?.scalar?.value.utf8.count == 1_000_000)
    }

    @Test func aRawControlCharacterIsReportedAtItsLineAndColumn() {
        let diagnostic = failure("a: 1\nb: x\u{0}y\n")
        #expect(diagnostic?.description == "deep.yaml:2:5: error: control character U+0000 is not allowed; only tab and newline are")
        let escape = failure("a: 1\ntitle: é\u{1B}[2J\n")
        #expect(escape?.description == "deep.yaml:2:9: error: control character U+001B is not allowed; only tab and newline are")
    }

    @Test func escapesAreFoundAtTheirBackslash() throws {
        let text = "a: 1\ntitle: \"Café \\t ok \\x41 \\e[31m red\"\n"
        let root = try #require(try YAMLParser.parse(text, path: "t.yaml"))
        let scalar = try #require(root["title"]?.scalar)
        #expect(scalar.value == "Café \t ok A \u{1B}[31m red")
        let mark = scalar.firstEscape(in: text) { $0.value < 0x20 && $0 != "\t" }
        #expect(mark?.line == 2)
        #expect(mark?.column == 25)
        let multiLine = "t: \"first\n  second \\0 end\"\n"
        let other = try #require(try YAMLParser.parse(multiLine, path: "t.yaml")?["t"]?.scalar)
        let nul = other.firstEscape(in: multiLine) { $0 == "\u{0}" }
        #expect(nul.map { [$0.line, $0.column] } == [2, 10])
        #expect(other.firstEscape(in: multiLine) { $0 == "\u{1B}" } == nil)
    }
}
