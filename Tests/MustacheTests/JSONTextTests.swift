import Foundation
import Mustache
import Testing

@Suite struct JSONTextTests {
    /// One value that must come back from its JSON text unchanged.
    struct RoundTrip: CustomTestStringConvertible, Sendable {
        let name: String
        let value: MustacheValue
        var testDescription: String { name }
    }

    static let everyControlCharacter = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init) + ["\u{7F}"]))

    static let roundTrips: [RoundTrip] = [
        RoundTrip(name: "scalars", value: .list([.null, .bool(true), .bool(false), .int(0), .int(-7), .string("")])),
        RoundTrip(name: "the extreme ints", value: .list([.int(.max), .int(.min)])),
        RoundTrip(
            name: "doubles stay doubles, exactly",
            value: .list([.double(1.21), .double(2.0), .double(-0.5), .double(0.1), .double(1e-7), .double(1e300),
                          .double(.leastNonzeroMagnitude), .double(.greatestFiniteMagnitude), .double(0x1p70)])),
        RoundTrip(name: "unicode", value: .string("Zürich, Bakı, Тбилиси, 東京 😀 e\u{301} \u{200F}שלום\u{2028}\u{FEFF}")),
        RoundTrip(name: "control characters", value: .string(everyControlCharacter + "\u{80}\u{9B}\u{9F}")),
        RoundTrip(name: "quotes, backslashes and slashes", value: .string(#"say "hi" \ \\n \u0041 </script>"#)),
        RoundTrip(name: "an empty dictionary is not an empty list", value: .dictionary(["object": .dictionary([:]), "list": .list([])])),
        RoundTrip(
            name: "nested lists and dictionaries",
            value: .dictionary([
                "rows": .list([.list([.int(1), .list([])]), .list([.dictionary(["a": .list([.null])])]), .list([.list([.list([])])])]),
                "": .string("an empty key"), "a\"b\n": .dictionary(["x": .dictionary(["y": .dictionary([:])])]),
            ])),
        RoundTrip(name: "a lone string", value: .string("top")),
    ]

    @Test(arguments: roundTrips)
    func readingTheTextBackGivesTheSameValue(_ trip: RoundTrip) throws {
        let text = trip.value.jsonText
        #expect(try MustacheValue(json: Data(text.utf8)) == trip.value, "\(text)")
    }

    /// Equality of doubles says `-0.0 == 0.0`; the text keeps the sign and whether a number is an int or a double.
    @Test func numbersKeepTheirKindAndSign() throws {
        #expect(MustacheValue.list([.int(2), .double(2), .double(-0.0), .double(1e-7)]).jsonText == "[\n  2,\n  2.0,\n  -0.0,\n  1e-07\n]")
        guard case .list(let items) = try MustacheValue(json: Data(MustacheValue.list([.double(-0.0), .int(2)]).jsonText.utf8)) else {
            Issue.record("not a list")
            return
        }
        if case .double(let zero) = items[0] { #expect(zero.sign == .minus) } else { Issue.record("\(items[0]) is not a double") }
        #expect(items[1] == .int(2))
    }

    @Test func keysAreSortedAndEachMemberHasItsLine() {
        let value = MustacheValue.dictionary([
            "title": .string("Rome"), "count": .int(3), "images": .list([]), "site": .dictionary(["nav": .list([.string("a"), .null])]),
            "empty": .dictionary([:]),
        ])
        #expect(
            value.jsonText == """
                {
                  "count": 3,
                  "empty": {},
                  "images": [],
                  "site": {
                    "nav": [
                      "a",
                      null
                    ]
                  },
                  "title": "Rome"
                }
                """)
    }

    @Test func stringsAreEscapedAsJSONNeeds() {
        #expect(MustacheValue.string("a\"b\\c\nd\te\u{1B}f\u{7F}é😀/").jsonText == #""a\"b\\c\nd\te\u001Bf\u007Fé😀/""#)
    }

    @Test func numbersJSONCannotWriteAreNull() {
        #expect(MustacheValue.list([.double(.infinity), .double(-.infinity), .double(.nan)]).jsonText == "[\n  null,\n  null,\n  null\n]")
    }
}
