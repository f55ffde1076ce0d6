import Testing

@testable import RoadbookContent

/// A text filled in many times is split once: each call must read exactly as ``StringTable/text(_:_:)`` would.
struct StringTableFillerTests {
    @Test func aFillerReadsAsTheTextWithItsPlaceholderFilled() {
        let table = StringTable(language: "de", messages: ["label": .text("Link zu diesem Abschnitt: „{heading}“")])
        let label = table.filler("label", placeholder: "heading")
        for heading in ["Anreise", "", "{heading}", "a } b { c", "Öffnungszeiten & Preise"] {
            #expect(label(heading) == table.text("label", ["heading": heading]))
        }
        #expect(label("Anreise") == "Link zu diesem Abschnitt: „Anreise“")
    }

    @Test func aTextWithThePlaceholderTwiceOrNotAtAllIsFilledAsATextIs() {
        let table = StringTable(language: "en", messages: [
            "twice": .text("{heading} — {heading}"), "none": .text("Link to this section"),
        ])
        #expect(table.filler("twice", placeholder: "heading")("Visiting") == "Visiting — Visiting")
        #expect(table.filler("none", placeholder: "heading")("Visiting") == "Link to this section")
        #expect(table.filler("missing", placeholder: "heading")("Visiting") == table.text("missing"))
    }
}
