import Diagnostics
import RoadbookContent
import RoadbookPages
import RoadbookSite
import Testing

/// A site's own strings: `site.yaml`'s `strings:` and `i18n/<language>.yaml` over the built-in table, every
/// problem at its exact position.
@Suite struct StringOverrideTests {
    private func load(_ files: [String: String]) throws(DiagnosticList) -> SiteContent {
        try InMemoryContentDataSource(textFiles: files).loadSite()
    }

    /// The diagnostics of a load that fails.
    private func problems(_ files: [String: String]) -> [String] {
        do {
            _ = try load(files)
            Issue.record("expected errors")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func siteYAMLOverridesAStringNestedOrDotted() throws {
        let content = try load([
            "site.yaml": """
                title: Trip
                strings:
                  nav:
                    places: Sights
                  todos.done: Ticked off
                  count.places:
                    one: "{count} sight"
                    other: "{count} sights"

                """
        ])
        #expect(content.strings.text("nav.places") == "Sights")
        #expect(content.strings.text("todos.done") == "Ticked off")
        #expect(content.strings.count("count.places", 3) == "3 sights")
        #expect(content.strings.text("nav.todos") == "Todos")
        #expect(content.warnings.isEmpty)
        let page = PageBuilder(content: content).page(.home).viewModel as? HomePageViewModel
        #expect(page?.frame.site.nav.map(\.title) == ["Overview", "Sights", "Todos", "Stats"])
        #expect(page?.tagline == "0 sights in 0 cities · 0 todos")
    }

    @Test func anI18nFileOverridesTheBuiltInLanguageAndSiteYAMLWinsOverIt() throws {
        let content = try load([
            "site.yaml": "title: Trip\nlanguage: uz\nstrings:\n  nav.stats: Raqamlar\n",
            "i18n/uz.yaml": "nav:\n  places: Diqqatga sazovor joylar\n  stats: Hisobot\n",
        ])
        #expect(content.strings.text("nav.places") == "Diqqatga sazovor joylar")
        #expect(content.strings.text("nav.stats") == "Raqamlar")
        #expect(content.strings.text("nav.todos") == "Vazifalar")
        #expect(content.warnings.isEmpty)
    }

    @Test func unknownKeysPlaceholdersAndFormsAreWarningsWithTheNearestName() throws {
        let content = try load([
            "site.yaml": "title: Trip\nlanguage: ru\n",
            "i18n/ru.yaml": """
                nav:
                  plces: Места
                progress.summary: "Готово {don} из {total}"
                count.todos:
                  one: "{count} дело"
                  fwe: "{count} дела"
                  other: "{count} дел"

                """,
        ])
        #expect(content.warnings.map(\.description) == [
            "i18n/ru.yaml:2:3: warning: unknown string 'nav.plces'; did you mean 'nav.places'?",
            "i18n/ru.yaml:3:19: warning: 'progress.summary' has no placeholder '{don}'; did you mean '{done}'?",
            "i18n/ru.yaml:6:3: warning: unknown plural form 'fwe' in 'count.todos'; did you mean 'few'?",
        ])
        #expect(content.strings.count("count.todos", 3) == "3 дел")
    }

    @Test func pluralFormsWithoutOtherAndListsAreErrors() {
        #expect(problems(["site.yaml": "title: Trip\nstrings:\n  count.places:\n    one: a place\n  nav.places: [a, b]\n"]) == [
            "site.yaml:4:5: error: the plural forms of 'count.places' need an 'other' form",
            "site.yaml:5:15: error: 'nav.places' must be a text or a mapping of plural forms (one, few, many, other…)",
        ])
    }

    @Test func anEmptyValueOrATableThatIsNotAMappingIsAnError() {
        #expect(problems(["site.yaml": "title: Trip\nstrings:\n  nav.places:\n  todos.done: \"\"\n"]) == [
            "site.yaml:3:14: error: 'nav.places' must be a text or a mapping of plural forms (one, few, many, other…)"
        ])
        #expect(problems(["site.yaml": "title: Trip\nlanguage: uz\n", "i18n/uz.yaml": "- a\n- b\n"]) == [
            "i18n/uz.yaml:1:1: error: the strings must be a mapping of keys to texts ('nav.places: Sights')"
        ])
    }

    @Test func aLanguageWithoutStringsKeepsItsTagAndFallsBackToEnglishWithAWarning() throws {
        let content = try load(["site.yaml": "title: Trip\nlanguage: pt-BR\n"])
        #expect(content.warnings.map(\.description) == [
            "site.yaml:2:11: warning: no built-in strings for language 'pt-BR'; the theme's words stay English (add 'i18n/pt-BR.yaml' to translate them)"
        ])
        #expect(content.strings.text("nav.places") == "Places")
        let page = PageBuilder(content: content).page(.home).viewModel as? HomePageViewModel
        #expect(page?.frame.site.language == "pt-BR")
    }

    static let partialPortuguese = """
        format: {decimalSeparator: ",", groupSeparator: ".", percent: "{value}%", pageTitle: "{page} · {site}"}
        layout: {skipLink: Pular para o conteúdo, navLabel: Principal, builtWith: Feito com Roadbook}

        """

    @Test func aMissingStringIsAnErrorNamingTheFileAndKeyInStrictMode() {
        let problems = problems(["site.yaml": "title: Trip\nlanguage: pt\n", "i18n/pt.yaml": Self.partialPortuguese])
        #expect(problems.first == "i18n/pt.yaml:1:1: error: missing string 'city.summary'; the English text is used")
        #expect(problems.contains("i18n/pt.yaml:1:1: error: missing string 'nav.places'; the English text is used"))
        #expect(!problems.contains { $0.contains("'layout.skipLink'") || $0.contains("'format.percent'") })
        #expect(problems.count == StringTable.english.messages.count - 7)
    }

    @Test func aMissingStringIsAWarningWithoutStrictTemplatesAndEnglishFillsIn() throws {
        let content = try load([
            "site.yaml": "title: Trip\nlanguage: pt\nstrictTemplates: false\nstrings:\n  nav.places: Lugares\n",
            "i18n/pt.yaml": Self.partialPortuguese,
        ])
        #expect(content.warnings.allSatisfy { $0.severity == .warning && $0.location?.path == "i18n/pt.yaml" })
        #expect(!content.warnings.contains { $0.message.contains("'nav.places'") }, "site.yaml gives it")
        #expect(content.strings.text("layout.skipLink") == "Pular para o conteúdo")
        #expect(content.strings.text("nav.places") == "Lugares")
        #expect(content.strings.text("nav.todos") == "Todos")
        #expect(content.strings.number(1_234) == "1.234")
    }
}
