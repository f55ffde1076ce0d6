import Testing

@testable import RoadbookContent

@Suite struct FrontMatterTests {
    @Test func splitsFrontMatterAndBodyKeepingLineNumbers() throws {
        let split = try FrontMatter(splitting: "---\nname: A\ncityName: B\n---\nFirst line\n\nThird\n")
        #expect(split.yaml == "\nname: A\ncityName: B\n")
        #expect(split.body == "First line\n\nThird\n")
        #expect(split.bodyStartLine == 5)
    }

    @Test func aSeparatorInsideTheBodyStaysInTheBody() throws {
        let split = try FrontMatter(splitting: "---\nname: A\n---\nabove\n---\nbelow")
        #expect(split.body == "above\n---\nbelow")
        #expect(split.bodyStartLine == 4)
    }

    @Test func acceptsCRLFTrailingSpacesAndAByteOrderMark() throws {
        let split = try FrontMatter(splitting: "\u{FEFF}--- \r\nname: A\r\n---\r\nBody\r\n")
        #expect(split.yaml == "\nname: A\r\n")
        #expect(split.body == "Body\r\n")
        #expect(split.bodyStartLine == 4)
    }

    @Test func anEmptyBody() throws {
        let split = try FrontMatter(splitting: "---\n---")
        #expect(split.yaml == "\n")
        #expect(split.body == "")
        #expect(split.bodyStartLine == 3)
    }

    @Test func refusesFilesWithoutFrontMatter() {
        #expect(throws: ContentProblem.missingFrontMatter) { try FrontMatter(splitting: "# Colosseum\n") }
        #expect(throws: ContentProblem.missingFrontMatter) { try FrontMatter(splitting: "\n---\nname: A\n---\n") }
        #expect(throws: ContentProblem.missingFrontMatter) { try FrontMatter(splitting: "") }
        #expect(throws: ContentProblem.unclosedFrontMatter) { try FrontMatter(splitting: "---\nname: A\n") }
    }
}
