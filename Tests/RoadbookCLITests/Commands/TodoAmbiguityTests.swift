import Foundation
import RoadbookCLI
import TestSupport
import Testing

/// `todo` arguments that could mean two items, and titles that could disguise themselves on a terminal.
@Suite struct TodoAmbiguityTests {
    private static let list = """
        - {id: tickets, title: Buy tickets}
        - {id: passport, title: Renew passport}
        - {id: "1", title: Call the bank}

        """

    /// `toggle 1` toggled the item whose id is `1` (the third) without a word; the first is as likely meant.
    @Test func aNumberThatIsAnIdAndAnotherItemsPositionIsRefused() throws {
        let site = try TodoSite(Self.list)
        let result = site.run(["todo", "toggle", "1"])
        #expect(result.code != 0)
        #expect(result.stderr.contains(
            "'1' is ambiguous: it is the id of 'Call the bank' and the position of 'Buy tickets' (id 'tickets')"), "\(result.stderr)")
        #expect(try site.todos() == Self.list)
    }

    @Test func aNumberThatIsBothForTheSameItemOrOnlyAPositionIsFine() throws {
        let site = try TodoSite(Self.list)
        #expect(site.run(["todo", "toggle", "2"]).stdout == "✓ Renew passport  (passport)\n")
        #expect(site.run(["todo", "toggle", "3"]).code == 0)  // id '1' is at position 3, but nothing has id '3'
        let alone = try TodoSite("- {id: \"1\", title: Call the bank}\n")
        #expect(alone.run(["todo", "toggle", "1"]).code == 0)  // its id and its position
    }

    @Test func bidiOverridesAndZeroWidthSpacesInTitlesAreShownByCodePoint() throws {
        let site = try TodoSite("- {id: a, title: \"Pay \\u202Eeulb\\u202C \\u200Bnow\"}\n- {id: b, title: \"Family 👨\\u200D👩\\u200D👧\"}\n")
        let result = site.run(["todo", "list"], terminal: true)
        #expect(result.stdout.contains("Pay <U+202E>eulb<U+202C> <U+200B>now"), "\(result.stdout)")
        #expect(result.stdout.contains("Family 👨\u{200D}👩\u{200D}👧"), "\(result.stdout)")
        #expect(!result.stdout.unicodeScalars.contains { $0.value == 0x202E || $0.value == 0x200B })
    }
}
