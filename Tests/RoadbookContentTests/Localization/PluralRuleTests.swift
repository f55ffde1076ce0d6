import Testing

@testable import RoadbookContent

/// CLDR plural categories of whole numbers, for every built-in language, at the numbers where rules differ.
@Suite struct PluralRuleTests {
    static let numbers = [0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111]

    struct Case: CustomStringConvertible, Sendable {
        let language: String
        let expected: [PluralCategory]
        var description: String { language }
    }

    static let cases = [
        Case(language: "en", expected: [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        Case(language: "uz", expected: [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        Case(language: "az", expected: [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
        Case(language: "ru", expected: [.many, .one, .few, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .many]),
        Case(language: "ru-RU", expected: [.many, .one, .few, .few, .few, .many, .many, .many, .many, .one, .few, .many, .one, .many]),
        Case(language: "pt", expected: [.other, .one, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other, .other]),
    ]

    @Test(arguments: cases)
    func categoriesOfWholeNumbers(_ testCase: Case) {
        let rule = PluralRule(language: testCase.language)
        #expect(Self.numbers.map(rule.category(for:)) == testCase.expected)
        #expect(Self.numbers.allSatisfy { rule.categories.contains(rule.category(for: $0)) })
    }

    @Test func negativeNumbersTakeTheFormOfTheirMagnitude() {
        #expect(PluralRule.russian.category(for: -21) == .one)
        #expect(PluralRule.oneOther.category(for: -1) == .one)
    }

    @Test func aMissingCategoryFallsBackToOther() {
        let message = LocalizedMessage.plural([.one: "{count} ta joy", .other: "{count} joy"])
        #expect(message.form(for: .few) == "{count} joy")
        #expect(message.form(for: .one) == "{count} ta joy")
        let table = StringTable(language: "ru", messages: ["count.places": .plural([.one: "{count} место", .other: "{count} мест(а)"])])
        #expect(table.count("count.places", 5) == "5 мест(а)")
        #expect(table.count("count.places", 21) == "21 место")
    }

    @Test func countsPickTheFormOfEachBuiltInLanguage() throws {
        let ru = try #require(StringTable.builtIn("ru"))
        #expect([1, 2, 5, 11, 21, 22, 25, 111].map { ru.count("count.places", $0) } == [
            "1 место", "2 места", "5 мест", "11 мест", "21 место", "22 места", "25 мест", "111 мест",
        ])
        #expect(ru.count("count.inCities", 1) == "1 городе" && ru.count("count.inCities", 3) == "3 городах")
        #expect(StringTable.english.count("count.places", 1) == "1 place")
        #expect(StringTable.english.count("count.places", 0) == "0 places")
        #expect(StringTable.english.count("count.cities", 1_234) == "1,234 cities")
        #expect(try #require(StringTable.builtIn("uz")).count("count.todos", 13) == "13 ta vazifa")
        #expect(try #require(StringTable.builtIn("az")).count("count.todos", 1_234) == "1.234 tapşırıq")
    }
}
