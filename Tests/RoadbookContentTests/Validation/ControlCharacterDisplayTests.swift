import Testing

@testable import RoadbookContent

@Suite struct ControlCharacterDisplayTests {
    @Test func refusesEveryControlCharacterButTabAndNewlineAndShowsThemAll() {
        let refused: [Unicode.Scalar] = ["\u{0}", "\u{7}", "\u{1B}", "\r", "\u{7F}", "\u{85}", "\u{9B}"]
        #expect(refused.allSatisfy(ControlCharacters.isDisallowed))
        let allowed: [Unicode.Scalar] = ["\t", "\n", " ", "a", "é", "\u{A0}", "\u{202F}"]
        #expect(!allowed.contains(where: ControlCharacters.isDisallowed))
        #expect((refused + ["\t", "\n"]).allSatisfy(ControlCharacters.isControl))
        #expect(!["a", " ", "\u{A0}"].contains(where: ControlCharacters.isControl))
    }

    @Test func showsControlCharactersInCaretNotation() {
        #expect(ControlCharacters.visible("Buy \u{1B}[31mred\u{1B}[0m") == "Buy ^[[31mred^[[0m")
        #expect(ControlCharacters.visible("\u{0}\u{7F}\u{9B}\r") == "^@^?M-^[^M")
        #expect(ControlCharacters.visible("a\tb\nc") == "a^Ib^Jc")
        #expect(ControlCharacters.visible("a\tb\nc\u{1B}", keepingLineBreaks: true) == "a\tb\nc^[")
        #expect(ControlCharacters.visible("Café ✓") == "Café ✓")
    }
}
