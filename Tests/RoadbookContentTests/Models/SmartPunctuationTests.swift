import Testing

@testable import RoadbookContent

/// The plain texts of the front matter get the typography cmark-gfm's smart punctuation gives a description: each
/// expectation is what cmark-gfm 0.29 with CMARK_OPT_SMART writes for the same text (checked with PyPI `cmarkgfm`).
@Suite struct SmartPunctuationTests {
    @Test(arguments: [
        ("Castel Sant'Angelo", "Castel Sant’Angelo"), ("Campo de' Fiori", "Campo de’ Fiori"),
        ("The \"Bocca della Verità\"", "The “Bocca della Verità”"), ("'s-Hertogenbosch", "’s-Hertogenbosch"), ("it's 'twas", "it’s ’twas"), ("O'zbekiston 'yo'l'", "O’zbekiston ‘yo’l’"),
        ("Rome -- Paris", "Rome – Paris"), ("Wait --- what", "Wait — what"), ("And so on...", "And so on…"),
        ("Oʻzbekiston", "Oʻzbekiston"), ("Saint-Germain-des-Prés", "Saint-Germain-des-Prés"), ("(\"quoted\")", "(“quoted”)"),
        ("rock 'n' roll", "rock ‘n’ roll"), ("", ""),
    ])
    func quotesDashesAndEllipses(text: String, expected: String) {
        #expect(SmartPunctuation.apply(to: text) == expected)
    }

    /// Runs of hyphens become dashes as cmark-gfm's smart punctuation makes them.
    @Test(arguments: [(2, "–"), (3, "—"), (4, "––"), (5, "—–"), (6, "——"), (7, "—––"), (8, "––––"), (10, "–––––")])
    func hyphenRunsBecomeTheDashesCmarkMakes(count: Int, expected: String) {
        #expect(SmartPunctuation.dashes(count) == expected)
    }

    @Test func withoutSmartTheTextStaysAsWritten() {
        #expect(SmartPunctuation.typesetting(smart: false)("Sant'Angelo -- \"x\"") == "Sant'Angelo -- \"x\"")
        #expect(SmartPunctuation.typesetting(smart: true)("Sant'Angelo") == "Sant’Angelo")
    }
}
