import Testing

@testable import RoadbookPages

@Suite struct PlainTextSummaryTests {
    @Test func readsTheFirstSentenceOfTheFirstParagraphWithoutTagsAndWithEntitiesDecoded() {
        let html = "<h2>Skip</h2>\n<p>Fish &amp; chips\nby the <em>harbour</em> &lt;3. Second sentence.</p><p>Later.</p>"
        #expect(PlainTextSummary.firstSentence(ofHTML: html) == "Fish & chips by the harbour <3.")
    }

    @Test func unicodeWhiteSpaceSeparatesWordsLikeASpace() {
        // A no-break space (U+00A0), an ideographic space (U+3000) and a thin space (U+2009).
        let html = "<p>10\u{00A0}km\u{3000}walk\u{2009}today. Then rest.</p>"
        #expect(PlainTextSummary.firstSentence(ofHTML: html) == "10 km walk today.")
    }

    @Test func aLongSentenceIsCutAtAWordByCharactersNotBytes() {
        // Two-byte letters: a cut by bytes would stop at about half the length.
        let words = Array(repeating: "Жёлтый", count: 40).joined(separator: " ")
        let summary = PlainTextSummary.firstSentence(ofHTML: "<p>\(words)</p>")
        #expect(summary.hasSuffix("…"))
        #expect(summary.count <= PlainTextSummary.maximumLength + 1)
        #expect(summary.count > PlainTextSummary.maximumLength - 8)
        #expect(summary.dropLast().split(separator: " ").allSatisfy { $0 == "Жёлтый" })
    }

    @Test func combiningMarksCountAsPartOfTheirCharacter() {
        // "é" written as e + U+0301: 32 characters of two scalars each fit, as 160 characters do.
        let word = "e\u{301}e\u{301}e\u{301}e\u{301}"
        let words = Array(repeating: word, count: 32).joined(separator: " ")
        #expect(words.count == 159)
        #expect(PlainTextSummary.firstSentence(ofHTML: "<p>\(words)</p>") == words)
    }

    @Test func aSingleFullStopDoesNotEndTheSentence() {
        #expect(PlainTextSummary.firstSentence(ofHTML: "<p>Wait . then go. Later.</p>") == "Wait . then go.")
    }
}
