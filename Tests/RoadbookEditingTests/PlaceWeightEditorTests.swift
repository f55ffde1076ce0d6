import Diagnostics
import Testing

@testable import RoadbookEditing

/// ``PlaceWeightEditor``: the `weight` of a place file set by the smallest edit, the rest byte for byte.
@Suite struct PlaceWeightEditorTests {
    @Test func replacesTheValueAloneKeepingItsComment() throws {
        let text = "---\nname: A   # the name\nweight: 10 # early\ncityName: R\n---\nBody with weight: 10.\n"
        #expect(
            try PlaceWeightEditor.text(text, settingWeightTo: 12, path: "a.md")
                == "---\nname: A   # the name\nweight: 12 # early\ncityName: R\n---\nBody with weight: 10.\n")
    }

    @Test func addsALineAtTheEndOfTheFrontMatterWithTheFilesLineBreaks() throws {
        #expect(try PlaceWeightEditor.text("---\r\nname: A\r\n---\r\nBody\r\n", settingWeightTo: -5, path: "a.md")
            == "---\r\nname: A\r\nweight: -5\r\n---\r\nBody\r\n")
        #expect(try PlaceWeightEditor.text("\u{FEFF}---\nname: A\n---\n", settingWeightTo: 3, path: "a.md")
            == "\u{FEFF}---\nname: A\nweight: 3\n---\n")
    }

    @Test func anEmptyWeightGetsItsValueAfterTheColon() throws {
        #expect(try PlaceWeightEditor.text("---\nname: A\nweight:\n---\n", settingWeightTo: 7, path: "a.md") == "---\nname: A\nweight: 7\n---\n")
    }

    @Test func refusesAWeightThatIsNotOneScalar() throws {
        let error = #expect(throws: DiagnosticList.self) {
            try PlaceWeightEditor.text("---\nname: A\nweight: [1, 2]\n---\n", settingWeightTo: 7, path: "a.md")
        }
        #expect(error?.diagnostics.first?.location == SourceLocation(path: "a.md", line: 3, column: 9))
    }
}
