import Diagnostics
import Testing

@Suite struct SuggestionTests {
    @Test func didYouMeanIsOneSentenceOrNothing() {
        #expect(Suggestion.didYouMean("cityName") == "; did you mean 'cityName'?")
        #expect(Suggestion.didYouMean(nil) == "")
        #expect(Suggestion.didYouMean("cityname", in: ["cityName"]) == "; did you mean 'cityName'?")
        #expect(Suggestion.didYouMean("frobnicate", in: ["generate"]) == "")
    }

    @Test func suggestsTheClosestNameForATypo() {
        #expect(Suggestion.nearest(to: "loaction", in: ["location", "locations", "name"]) == "location")
        #expect(Suggestion.nearest(to: "cityname", in: ["cityName", "name"]) == "cityName")
        #expect(Suggestion.nearest(to: "--outptu", in: ["--output", "--source"]) == "--output")
    }

    @Test func suggestsNothingForAnUnrelatedName() {
        #expect(Suggestion.nearest(to: "frobnicate", in: ["generate", "check", "serve"]) == nil)
    }

    @Test func countsATranspositionAsOneEdit() {
        #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}

@Suite struct DiagnosticTests {
    @Test func printsInCompilerForm() {
        let diagnostic = Diagnostic.error("title is empty", at: SourceLocation(path: "content/todos.yaml", line: 3, column: 10))
        #expect(diagnostic.description == "content/todos.yaml:3:10: error: title is empty")
    }

    @Test func formatterShowsTheLineAndACaret() {
        let formatter = DiagnosticFormatter { _ in "first\n  second line\nthird" }
        let diagnostic = Diagnostic.warning("odd", at: SourceLocation(path: "a.yaml", line: 2, column: 3))
        #expect(formatter.format(diagnostic) == "a.yaml:2:3: warning: odd\n  second line\n  ^")
    }

    @Test func engineSortsByLocationAndCountsErrors() {
        let engine = DiagnosticsEngine()
        engine.error("b", at: SourceLocation(path: "b.md", line: 1, column: 1))
        engine.warning("a", at: SourceLocation(path: "a.md", line: 9, column: 1))
        engine.error("a2", at: SourceLocation(path: "a.md", line: 2, column: 5))
        #expect(engine.diagnostics.map(\.message) == ["a2", "a", "b"])
        #expect(engine.errorCount == 2)
        #expect(engine.hasErrors)
    }

    @Test func lineIndexFindsLineAndColumn() {
        let index = LineIndex("ab\ncdé\r\nf")
        #expect(index.position(ofScalarOffset: 0) == (1, 1))
        #expect(index.position(ofScalarOffset: 4) == (2, 2))
        #expect(index.position(ofScalarOffset: 8) == (3, 1))
        #expect(index.text(ofLine: 2) == "cdé")
    }
}
