import Diagnostics
import Testing
import YAML

@testable import RoadbookContent

/// A mapping's fields are found by their keys, in the whole reader and in one narrowed to a few keys.
@Suite struct MappingReaderKeysTests {
    @Test func eachKeyFindsItsOwnValueAlsoAfterNarrowing() throws {
        let text = "name: Rome\n7: seven\nlink: https://example.com\n? [a, b]\n: list\ndate: 2026-05-01\nweight: 3\n"
        let node = try YAMLParser.parse(text, path: "p.md")
        let reader = try #require(MappingReader(
            node, what: "the front matter", path: "p.md", text: text, knownKeys: ["name", "7", "link", "date", "weight"],
            requiredKeys: ["name"], diagnostics: DiagnosticsEngine()))
        let values = ["name": "Rome", "7": "seven", "link": "https://example.com", "date": "2026-05-01", "weight": "3"]
        for (key, value) in values { #expect(reader.pair(key)?.value.scalar?.value == value, "\(key)") }
        #expect(reader.pair("missing") == nil)
        let narrowed = reader.narrowed(to: ["weight", "date", "absent"])
        #expect(narrowed.pair("date")?.value.scalar?.value == "2026-05-01")
        #expect(narrowed.pair("weight")?.value.scalar?.value == "3")
        for key in ["name", "7", "link", "absent"] { #expect(narrowed.pair(key) == nil, "\(key)") }
    }
}
