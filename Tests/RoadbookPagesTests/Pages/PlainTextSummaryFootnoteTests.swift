import Testing

@testable import RoadbookPages

@Suite struct PlainTextSummaryFootnoteTests {
    @Test func aFootnoteReferenceIsLeftOutOfTheFirstSentence() {
        let html = ##"<p>Trams are cheap<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup>. More.</p>"##
        #expect(PlainTextSummary.firstSentence(ofHTML: html) == "Trams are cheap.")
    }
}
