import Testing

@testable import RoadbookMarkdown

@Suite struct HeadingSluggerTests {
    @Test(arguments: [
        ("Getting there (by metro)", "getting-there-by-metro"),
        ("Sacré-Cœur's dome", "sacre-coeurs-dome"),
        ("  --  ", "section"),
        ("2024: A Year", "2024-a-year"),
    ])
    func slug(_ text: String, _ expected: String) {
        #expect(HeadingSlugger.slug(text) == expected)
    }

    @Test func uniqueSlugsCountUp() {
        var slugger = HeadingSlugger(reserved: ["intro-1"])
        #expect(slugger.uniqueSlug("Intro") == "intro")
        #expect(slugger.uniqueSlug("Intro") == "intro-2")
        #expect(slugger.uniqueSlug("Intro") == "intro-3")
    }
}
