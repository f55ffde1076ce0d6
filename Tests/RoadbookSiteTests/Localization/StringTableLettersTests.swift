import Testing
import YAML

@testable import RoadbookContent

/// The built-in tables are spelled with their own alphabets: Uzbek's ʻ (U+02BB) in oʻ and gʻ and ʼ (U+02BC) for the
/// tutuq belgisi, never an ASCII or typographic apostrophe; Azerbaijani's ə ğ ş ç ö ü ı, never `e`, `gh`, `sh`, `ch`
/// in their place; Russian in Cyrillic, with ё. Names of things that are not words of the language are left aside.
@Suite struct StringTableLettersTests {
    /// Product and key names the tables keep in Latin letters whatever the language.
    static let names: Set<String> = ["Roadbook", "OpenStreetMap", "Markdown", "Alt"]

    /// Every text of `language`'s table (each plural form), placeholders taken out.
    static func texts(of language: String) throws -> [String: String] {
        let source = try #require(BuiltInStrings.source(of: language))
        let node = try YAMLParser.parse(source, path: "\(language).yaml")
        let messages = StringsFileReader(path: "\(language).yaml", reference: nil).read(node).messages
        var texts: [String: String] = [:]
        for (key, message) in messages {
            texts[key] = message.forms.joined(separator: " ").replacing(/\{[a-zA-Z]+\}/, with: " ")
        }
        return texts
    }

    /// The words of `text`: runs of letters and of the characters that stand inside words (apostrophes).
    static func words(_ text: String) -> [String] {
        let inside: Set<Character> = ["'", "‘", "’", "ʻ", "ʼ", "`"]
        return text.split { !$0.isLetter && !inside.contains($0) }.map(String.init).filter { !names.contains($0) }
    }

    static func isCyrillic(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { (0x0400...0x04FF).contains($0.value) }
    }

    @Test func uzbekUsesTheModifierLettersAndNoStandIns() throws {
        let texts = try Self.texts(of: "uz")
        for (key, text) in texts {
            for word in Self.words(text) {
                #expect(!word.contains { "'‘’`".contains($0) }, "uz '\(key)': '\(word)' has an apostrophe for ʻ or ʼ")
                #expect(!word.contains(where: Self.isCyrillic), "uz '\(key)': '\(word)' is not in the Latin alphabet")
                let letters = Array(word)
                for (index, letter) in letters.enumerated() where letter == "ʻ" {
                    #expect(index > 0 && "oOgG".contains(letters[index - 1]), "uz '\(key)': ʻ in '\(word)' is not oʻ or gʻ")
                }
                for (index, letter) in letters.enumerated() where letter == "ʼ" {
                    #expect(index > 0 && !"oOgG".contains(letters[index - 1]), "uz '\(key)': oʼ or gʼ in '\(word)' is the letter ʻ")
                }
            }
        }
        #expect(texts["layout.skipLink"] == "Asosiy mazmunga oʻtish")
        #expect(texts["stats.citiesHeading"] == "Shaharlar boʻyicha joylar")
        #expect(texts["coordinates.west"]?.contains("gʻ.") == true)
    }

    @Test(arguments: ["az", "ru", "uz"])
    func messagesOfRefusalDoNotShout(_ language: String) throws {
        let texts = try Self.texts(of: language)
        for key in ["edit.titleEmpty", "edit.titleTooShort", "edit.titleTooLong"] {
            let text = try #require(texts[key])
            #expect(!text.hasSuffix("!"), "\(language) '\(key)': '\(text)'")
        }
    }

    @Test func azerbaijaniUsesItsOwnLetters() throws {
        let texts = try Self.texts(of: "az")
        var used = Set<Character>()
        for (key, text) in texts {
            for word in Self.words(text) {
                used.formUnion(word.lowercased())
                #expect(!word.contains { "'‘’`ʻʼ".contains($0) }, "az '\(key)': '\(word)' has an apostrophe")
                #expect(!word.contains(where: Self.isCyrillic), "az '\(key)': '\(word)' is not in the Latin alphabet")
                #expect(!word.contains("w") && !word.contains("ä"), "az '\(key)': '\(word)' has a letter of another alphabet")
                for standIn in ["sh", "ch", "gh"] {
                    #expect(!word.lowercased().contains(standIn), "az '\(key)': '\(standIn)' in '\(word)' stands in for a letter")
                }
            }
        }
        #expect(Set("əğşçöüı").isSubset(of: used), "the table never uses \(Set("əğşçöüı").subtracting(used).sorted())")
    }

    /// Names of file formats, written in Latin letters in every language.
    static let formatNames: Set<String> = ["iCalendar", "GPX"]

    @Test func russianIsCyrillicAndWritesYo() throws {
        let texts = try Self.texts(of: "ru")
        for (key, text) in texts {
            for word in Self.words(text) where !Self.formatNames.contains(word) {
                #expect(word.allSatisfy(Self.isCyrillic), "ru '\(key)': '\(word)' is not all Cyrillic")
                for plain in ["еще", "ее", "самолет", "пришел", "нашел"] where word.lowercased() == plain {
                    Issue.record("ru '\(key)': '\(word)' is written without ё")
                }
            }
        }
        #expect(texts["home.allDone"]?.hasPrefix("Всё") == true)
        #expect(texts["todos.exampleTitle"]?.contains("самолёт") == true)
    }
}
