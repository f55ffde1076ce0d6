import Foundation
import TestSupport
import Testing
@testable import RoadbookContent
@testable import RoadbookSite

/// The example site built in each shipped language other than English has no English word of the theme left:
/// no word of the English table's texts shows on any page (text, `alt`, `aria-label`, `title`), except words
/// the site's own content uses and words the language's table uses too (`Roadbook`, `OpenStreetMap`).
@Suite struct TranslatedExampleSiteTests {
    static let packageRoot = ExampleSiteSnapshotTests.packageRoot

    /// Builds the example site with `language:` set to `language` and returns each page's shown words.
    static func shownWords(language: String) throws -> [String: Set<String>] {
        let directory = try TemporaryDirectory()
        let source = directory.url.appendingPathComponent("site")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        for folder in ["content", "static"] {
            try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(folder), to: source.appendingPathComponent(folder))
        }
        let settings = try String(contentsOf: packageRoot.appendingPathComponent("site.yaml"), encoding: .utf8)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("language:") ? "language: \(language)" : String($0) }.joined(separator: "\n")
        try Data(settings.utf8).write(to: source.appendingPathComponent("site.yaml"))
        let output = directory.url.appendingPathComponent("out")
        try SiteGenerator(source: source, dataSource: FileContentDataSource(root: source), output: output, home: "/nonexistent-home").generate()
        var pages: [String: Set<String>] = [:]
        let walker = FileManager.default.enumerator(atPath: output.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".html") else { continue }
            pages[path] = words(in: shownText(of: try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)))
        }
        return pages
    }

    /// What a reader sees or hears of a page: its text and its `alt`, `aria-label` and `title` attributes.
    static func shownText(of html: String) -> String {
        var text = html.replacingOccurrences(of: #"<(script|style)\b.*?</\1>"#, with: " ", options: [.regularExpression, .caseInsensitive])
        var attributes = ""
        let pattern = try? NSRegularExpression(pattern: #"\b(?:alt|aria-label|title)="([^"]*)""#)
        let range = NSRange(text.startIndex..., in: text)
        pattern?.enumerateMatches(in: text, range: range) { match, _, _ in
            if let match, let value = Range(match.range(at: 1), in: text) { attributes += " " + text[value] }
        }
        text = text.replacingOccurrences(of: "<[^>]*>", with: " ", options: .regularExpression) + attributes
        for (entity, character) in [("&amp;", "&"), ("&#39;", "'"), ("&quot;", "\""), ("&lt;", "<"), ("&gt;", ">")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text
    }

    /// The words of a text: runs of two or more letters, as written (case matters).
    static func words(in text: String) -> Set<String> {
        Set(text.split { !$0.isLetter }.filter { $0.count > 1 }.map(String.init))
    }

    /// The words of every text of a table, placeholders left out.
    static func words(of table: StringTable) -> Set<String> {
        let texts = table.messages.values.flatMap(\.forms).map {
            $0.replacingOccurrences(of: #"\{[A-Za-z0-9]+\}"#, with: " ", options: .regularExpression)
        }
        return words(in: texts.joined(separator: " "))
    }

    /// Every word of the site's own files: the title, todos and places (in English in the example).
    static func contentWords() throws -> Set<String> {
        var text = try String(contentsOf: packageRoot.appendingPathComponent("site.yaml"), encoding: .utf8)
        let content = packageRoot.appendingPathComponent("content")
        let walker = FileManager.default.enumerator(atPath: content.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".md") || path.hasSuffix(".yaml") else { continue }
            text += " " + (try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8))
        }
        return words(in: text)
    }

    /// The English words of the theme a page in `language` must not show.
    static func englishThemeWords(notIn language: String) throws -> Set<String> {
        let table = try #require(StringTable.builtIn(language))
        return words(of: .english).subtracting(words(of: table)).subtracting(try contentWords())
    }

    @Test(arguments: ["uz", "az", "ru"])
    func noEnglishWordOfTheThemeIsLeft(_ language: String) throws {
        let english = try Self.englishThemeWords(notIn: language)
        #expect(english.count > 30, "too few words to tell: \(english.sorted())")
        let pages = try Self.shownWords(language: language)
        #expect(pages.count >= 7)
        for (page, shown) in pages.sorted(by: { $0.key < $1.key }) {
            let left = shown.intersection(english)
            #expect(left.isEmpty, "\(language) \(page) shows English words of the theme: \(left.sorted())")
        }
    }

    /// Words a page shows in English and in `language` that neither the content nor the language's table has:
    /// what the theme shows without taking it from the table (a word written in a template or in code).
    @Test(arguments: ["uz", "az", "ru"])
    func noWordOfTheEnglishSiteIsLeftThatTheTableDoesNotGive(_ language: String) throws {
        let englishPages = try Self.shownWords(language: "en")
        let allowed = try Self.contentWords().union(Self.words(of: try #require(StringTable.builtIn(language))))
        for (page, shown) in try Self.shownWords(language: language).sorted(by: { $0.key < $1.key }) {
            let left = shown.intersection(englishPages[page] ?? []).subtracting(allowed)
            #expect(left.isEmpty, "\(language) \(page) shows words of the English site: \(left.sorted())")
        }
    }

    /// The check finds the theme's words when they are there: the English site shows many on every page.
    @Test func theCheckFindsEnglishWordsOnTheEnglishSite() throws {
        let english = try Self.englishThemeWords(notIn: "uz")
        for (page, shown) in try Self.shownWords(language: "en") {
            #expect(shown.intersection(english).count >= 3, "\(page)")
        }
    }
}
