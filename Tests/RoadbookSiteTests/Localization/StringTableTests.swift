import Diagnostics
import Mustache
import Testing
import YAML

@testable import RoadbookContent
@testable import RoadbookPages
@testable import RoadbookSite

/// The built-in tables: four languages, each with exactly English's keys, placeholders and valid plural forms.
@Suite struct StringTableTests {
    static let languages = ["az", "en", "ru", "uz"]

    @Test func theShippedLanguagesAreBuiltIn() {
        #expect(BuiltInStrings.languages == Self.languages)
        #expect(StringTable.builtIn("pt") == nil)
        #expect(StringTable.builtIn("uz-Latn")?.text("nav.todos") == "Vazifalar")
        #expect(StringTable.builtIn("ru-RU")?.language == "ru-RU")
    }

    @Test(arguments: languages)
    func everyLanguageHasEveryEnglishKeyAndNoOther(_ language: String) throws {
        let source = try #require(BuiltInStrings.source(of: language))
        let node = try YAMLParser.parse(source, path: "\(language).yaml")
        let own = StringsFileReader(path: "\(language).yaml", reference: nil).read(node)
        #expect(own.diagnostics.isEmpty)
        #expect(own.messages.keys.sorted() == StringTable.english.messages.keys.sorted())
        // Read as a site file would be: placeholders and plural forms checked against English.
        let checked = StringsFileReader(path: "\(language).yaml", reference: StringTable.english.messages).read(node)
        #expect(checked.diagnostics.map(\.description) == [])
        let rule = PluralRule(language: language)
        for (key, message) in own.messages {
            #expect(message.forms.allSatisfy { !$0.isEmpty }, "\(language): '\(key)' is empty")
            if case .plural(let forms) = message {
                #expect(Set(forms.keys).isSubset(of: rule.categories), "\(language): '\(key)' has forms \(language) never uses")
            }
        }
    }

    @Test func englishHasAnOtherFormForEveryPluralAndTextsUseOnlyKnownPlaceholders() {
        for (key, message) in StringTable.english.messages {
            if case .plural(let forms) = message { #expect(forms[.other] != nil, "\(key)") }
        }
        #expect(StringTable.english.messages["progress.summary"]?.placeholders == ["done", "total"])
    }

    @Test func templatesSeeThePlainTextsNested() throws {
        let t = ThemeText(messages: try #require(StringTable.builtIn("uz")).messages).mustacheValue
        guard case .dictionary(let root) = t, case .dictionary(let nav)? = root["nav"] else {
            Issue.record("no 't.nav' in \(t)")
            return
        }
        #expect(nav["todos"] == .string("Vazifalar"))
        guard case .dictionary(let progress)? = root["progress"] else {
            Issue.record("no 't.progress' in \(t)")
            return
        }
        #expect(progress["label"] == .string("Bajarilgan vazifalar"))
        #expect(progress["summary"] == nil, "a text with placeholders is the view models' to fill in")
        #expect(root["count"] == nil, "plural messages are the view models' to fill in")
    }

    @Test func placeholdersAreFilledAndOtherBracesKept() {
        #expect(LocalizedMessage.fill("{done} of {total} {x}", with: ["done": "1", "total": "2"]) == "1 of 2 {x}")
        #expect(LocalizedMessage.fill("{{done}} {", with: ["done": "1"]) == "{1} {")
        #expect(LocalizedMessage.fill("{a}{b}", with: ["a": "1", "b": "2"]) == "12")
        #expect(LocalizedMessage.fill("} {nope} {a", with: ["a": "1"]) == "} {nope} {a")
        #expect(LocalizedMessage.fill("Ещё {n} мест · {ü}", with: ["n": "5", "ü": "é"]) == "Ещё 5 мест · é")
        #expect(LocalizedMessage.fill("plain", with: ["a": "1"]) == "plain")
        #expect(StringTable.english.text("no.such.key") == "⟦no.such.key⟧")
    }

    /// Every text a page shows comes from the table: no page of a site in any language has a key the table lacks.
    @Test(arguments: languages)
    func everyKeyThePagesAskForExists(_ language: String) throws {
        let content = SiteContent(
            config: SiteConfig(title: "Trip", language: language),
            todos: [ItemModel(id: "a", title: "First", isCompleted: true), ItemModel(id: "b", title: "Second")],
            places: [
                Place(id: "x", name: "X", cityName: "Rome", coordinates: .init(latitude: 41.89, longitude: 12.49), imageNames: ["i1", "i2"],
                         link: "https://en.wikipedia.org/wiki/X"),
                Place(id: "y", name: "Y", cityName: "Paris", coordinates: .init(latitude: -48.86, longitude: -2.33), link: "https://y.org/"),
            ],
            images: [
                "i1": ImageAsset(name: "i1", relativePath: "content/images/i1.png", width: 8, height: 6),
                "i2": ImageAsset(name: "i2", relativePath: "content/images/i2.png", width: 8, height: 6),
            ])
        let builder = PageBuilder(content: content)
        for kind in builder.allPages {
            let texts = Self.strings(in: builder.page(kind).viewModel.mustacheValue.expanded)
            #expect(!texts.contains { $0.contains("⟦") }, "\(language) \(kind): \(texts.filter { $0.contains("⟦") })")
        }
    }

    static func strings(in value: MustacheValue) -> [String] {
        switch value {
        case .string(let text): [text]
        case .list(let items): items.flatMap(strings(in:))
        case .dictionary(let fields): fields.values.flatMap(strings(in:))
        default: []
        }
    }
}
