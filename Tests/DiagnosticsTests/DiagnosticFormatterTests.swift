import Testing

@testable import Diagnostics

/// What reaches the terminal: control characters made visible, the caret under the column, long lines cut.
@Suite struct DiagnosticFormatterTests {
    @Test func controlCharactersInTheLineAndTheMessageAreShownNotSent() {
        let formatter = DiagnosticFormatter { _ in "title: \"\u{1B}]0;pwned\u{07}\u{1B}[2J\"\n" }
        let diagnostic = Diagnostic.error(
            "the title holds '\u{1B}[2J'", at: SourceLocation(path: "content/todos.yaml", line: 1, column: 9))
        let text = formatter.format(diagnostic)
        #expect(!text.unicodeScalars.contains { VisibleText.isControl($0) && $0 != "\n" })
        #expect(
            text == """
                content/todos.yaml:1:9: error: the title holds '^[[2J'
                title: "^[]0;pwned^G^[[2J"
                        ^
                """)
    }

    @Test func theCaretCountsWhatWasWidenedBeforeIt() {
        let formatter = DiagnosticFormatter { _ in "a\u{1B}b\tc" }
        let text = formatter.format(.warning("x", at: SourceLocation(path: "f", line: 1, column: 5)))
        #expect(text == "f:1:5: warning: x\na^[b\tc\n    \t^")
    }

    @Test func aLongLineIsCutAroundTheColumn() {
        let line = String(repeating: "[", count: 50_000) + "x" + String(repeating: "]", count: 50_000)
        let formatter = DiagnosticFormatter { _ in line }
        let text = formatter.format(.error("deep", at: SourceLocation(path: "f.json", line: 1, column: 50_001)))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3)
        #expect(lines[1].count <= DiagnosticFormatter.snippetWidth + 2)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        // The caret stands under the 'x'.
        let caret = lines[2].count - 1
        #expect(Array(lines[1])[caret] == "x")
    }

    @Test func theEngineDropsADiagnosticReportedTwice() {
        let engine = DiagnosticsEngine()
        let location = SourceLocation(path: "site.yaml", line: 2, column: 1)
        engine.error("same", at: location)
        engine.error("same", at: location)
        engine.error("other", at: location)
        #expect(engine.diagnostics.map(\.message) == ["same", "other"])
    }
}
