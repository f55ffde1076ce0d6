import Foundation
import Testing

@testable import RoadbookContent

/// Numbers written for each built-in language from its strings table, independent of the machine's locale.
@Suite struct NumberFormatTests {
    struct Case: CustomStringConvertible, Sendable {
        let language: String
        let decimal: String  // 1234.5
        let whole: String  // 1234567
        var description: String { language }
    }

    static let cases = [
        Case(language: "en", decimal: "1,234.5", whole: "1,234,567"),
        Case(language: "ru", decimal: "1\u{a0}234,5", whole: "1\u{a0}234\u{a0}567"),
        Case(language: "uz", decimal: "1\u{a0}234,5", whole: "1\u{a0}234\u{a0}567"),
        Case(language: "az", decimal: "1.234,5", whole: "1.234.567"),
    ]

    @Test(arguments: cases)
    func separatorsOfEachLanguage(_ testCase: Case) throws {
        let table = try #require(StringTable.builtIn(testCase.language))
        #expect(table.numberFormat.string(from: 1234.5, maximumFractionDigits: 4) == testCase.decimal)
        #expect(table.number(1_234_567) == testCase.whole)
        #expect(table.number(999) == "999")
        #expect(table.number(-1_234_567) == "-" + testCase.whole)
    }

    @Test func fractionsAreRoundedAndTrailingZerosDropped() {
        let english = NumberFormat.english
        #expect(english.string(from: 41.890_249, maximumFractionDigits: 4) == "41.8902")
        #expect(english.string(from: 41.890_25, maximumFractionDigits: 4) == "41.8903")
        #expect(english.string(from: 12.5, maximumFractionDigits: 4) == "12.5")
        #expect(english.string(from: 12.000_01, maximumFractionDigits: 4) == "12")
        #expect(english.string(from: 0.05, maximumFractionDigits: 4) == "0.05")
        #expect(english.string(from: -0.000_01, maximumFractionDigits: 4) == "0")
        #expect(english.string(from: -2.5, maximumFractionDigits: 0) == "-3")
    }

    @Test func percentagesFollowTheLanguage() throws {
        #expect(StringTable.english.percent(30) == "30%")
        #expect(try #require(StringTable.builtIn("ru")).percent(30) == "30\u{a0}%")
        #expect(try #require(StringTable.builtIn("az")).percent(100) == "100%")
    }

    @Test func coordinatesUseTheLanguagesSeparatorAndHemisphereLetters() throws {
        #expect(StringTable.english.coordinates(latitude: 41.8902, longitude: 12.4922) == "41.8902° N, 12.4922° E")
        #expect(StringTable.english.coordinates(latitude: -33.8568, longitude: -151.2153) == "33.8568° S, 151.2153° W")
        #expect(StringTable.english.coordinates(latitude: 0, longitude: -0.000_01) == "0.0000° N, 0.0000° E")
        // As many decimals for both, so that they line up (issue 42: `69,287°` beside `41,2917°`).
        #expect(StringTable.english.coordinates(latitude: 41.2917, longitude: 69.287) == "41.2917° N, 69.2870° E")
        #expect(StringTable.english.coordinates(latitude: 41.5, longitude: 12) == "41.5000° N, 12.0000° E")
        let ru = try #require(StringTable.builtIn("ru"))
        #expect(ru.coordinates(latitude: 48.8584, longitude: 2.2945) == "48,8584°\u{a0}с.\u{a0}ш., 2,2945°\u{a0}в.\u{a0}д.")
        let uz = try #require(StringTable.builtIn("uz"))
        #expect(uz.coordinates(latitude: 41.3111, longitude: 69.2797) == "41,3111°\u{a0}sh.\u{a0}k., 69,2797°\u{a0}sh.\u{a0}u.")
        let az = try #require(StringTable.builtIn("az"))
        #expect(az.coordinates(latitude: -40.4093, longitude: -49.8671) == "40,4093°\u{a0}c.\u{a0}e., 49,8671°\u{a0}q.\u{a0}u.")
    }

    /// Foundation's formatter, where its locale data is there, writes the same numbers (a cross-check only:
    /// builds never depend on it).
    static var foundationHasLocaleData: Bool {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.locale = Locale(identifier: "az")
        return formatter.string(from: 1234) == "1.234"
    }

    @Test(.enabled(if: foundationHasLocaleData, "Foundation has no locale data here"), arguments: ["en", "ru", "uz", "az"])
    func agreesWithFoundation(_ language: String) throws {
        let table = try #require(StringTable.builtIn(language))
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 3
        formatter.locale = Locale(identifier: language)
        for value in [0.5, 7, 999, 1_000, 1_234.5, 98_765.432, 1_234_567] {
            #expect(table.numberFormat.string(from: value, maximumFractionDigits: 3) == formatter.string(from: NSNumber(value: value)), "\(value)")
        }
    }
}
