import RoadbookContent
import Testing

@Suite struct TitleValidatorTests {
    @Test func trimsSurroundingWhiteSpace() throws {
        #expect(try TitleValidator.validated("  Buy bread\n\t") == "Buy bread")
    }

    @Test func refusesEmptyShortAndLongTitles() {
        #expect(throws: ContentProblem.emptyText(field: "title")) { try TitleValidator.validated(" \n ") }
        #expect(throws: ContentProblem.textTooShort(field: "title", text: "ab", minimum: 3)) {
            try TitleValidator.validated(" ab ")
        }
        #expect(throws: ContentProblem.textTooLong(field: "title", length: 101, maximum: 100)) {
            try TitleValidator.validated(String(repeating: "é", count: 101))
        }
    }

    @Test func countsCharactersAsPeopleSeeThem() throws {
        #expect(try TitleValidator.validated("Été") == "Été")
        #expect(try TitleValidator.validated("🇮🇹🇫🇷🇺🇸") == "🇮🇹🇫🇷🇺🇸")
        #expect(throws: ContentProblem.self) { try TitleValidator.validated("🇮🇹🇫🇷") }
        #expect(try TitleValidator.validated(String(repeating: "a", count: 100)).count == 100)
    }

    @Test func namesOnlyNeedToBeNonEmpty() throws {
        #expect(try TitleValidator.validated("Ur", field: "name", minimum: 1) == "Ur")
        #expect(throws: ContentProblem.emptyText(field: "name")) { try TitleValidator.validated("", field: "name", minimum: 1) }
    }

    @Test func messagesFollowTheHouseStyle() {
        #expect(ContentProblem.emptyText(field: "title").description == "'title' can't be empty")
        #expect(
            ContentProblem.textTooShort(field: "title", text: "ab", minimum: 3).description
                == "'title' must be at least 3 characters long; 'ab' has 2")
        #expect(
            ContentProblem.textTooLong(field: "title", length: 120, maximum: 100).description
                == "'title' is too long: 120 characters, at most 100")
    }
}
