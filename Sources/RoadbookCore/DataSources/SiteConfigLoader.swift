import Diagnostics
import Foundation
import YAML

/// Reads and checks `site.yaml`.
struct SiteConfigLoader {
    /// The file, relative to the site root.
    static let path = "site.yaml"
    static let knownKeys = ["title", "baseURL", "language", "accentColor", "output", "markdown", "strictTemplates", "check"]
    static let markdownKeys = ["smart", "unsafeHTML"]

    let fileSystem: any ContentFileSystem
    let diagnostics: LoadDiagnostics

    /// The settings; `nil` when they have errors (reported).
    func load() -> SiteConfig? {
        let path = Self.path
        guard let data = fileSystem.contents(of: path, limit: nil) else {
            diagnostics.emit(ContentProblem.missingSiteFile.diagnostic(at: SourceLocation(path: path)))
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.emit(ContentProblem.unreadableFile(path).diagnostic(at: SourceLocation(path: path)))
            return nil
        }
        let node: YAMLNode?
        do {
            node = try YAMLParser.parse(text, path: path)
        } catch {
            diagnostics.emit(contentsOf: error.diagnostics)
            return nil
        }
        let errorsBefore = diagnostics.errorCount
        guard
            let reader = MappingReader(
                node, what: "'site.yaml'", path: path, knownKeys: Self.knownKeys, requiredKeys: ["title"],
                diagnostics: diagnostics)
        else { return nil }

        var title = ""
        if let raw = reader.decode(String.self, forKey: "title") {
            do throws(ContentProblem) {
                title = try TitleValidator.validated(raw, minimum: 1)
            } catch {
                reader.report(error, atKey: "title")
            }
        } else if reader.pair("title") != nil, reader.value("title") == nil {
            reader.report(.emptyText(field: "title"), atKey: "title")
        }
        let baseURL = reader.decode(String.self, forKey: "baseURL")
        if let baseURL, !LinkValidator.isValid(baseURL), !Self.isSitePath(baseURL) {
            reader.report(.invalidBaseURL(baseURL), atKey: "baseURL")
        }
        let language = reader.decode(String.self, forKey: "language") ?? SiteConfig.defaultLanguage
        if !LanguageTagValidator.isValid(language) {
            reader.report(.invalidLanguage(language), atKey: "language")
        }
        var accentColor = SiteConfig.defaultAccentColor
        if let color = reader.decode(String.self, forKey: "accentColor") {
            do throws(ContentProblem) {
                accentColor = try ColorValidator.validated(color)
            } catch {
                reader.report(error, atKey: "accentColor")
            }
        }
        var output = SiteConfig.defaultOutput
        if let value = reader.decode(String.self, forKey: "output") {
            let trimmed = value.trimmingWhitespace()
            if trimmed.isEmpty { reader.report(.emptyText(field: "output"), atKey: "output") } else { output = trimmed }
        }
        let strictTemplates = reader.decode(Bool.self, forKey: "strictTemplates") ?? true

        var markdown = MarkdownOptions()
        if let markdownNode = reader.value("markdown"),
            let nested = MappingReader(
                markdownNode, what: "'markdown'", path: path, knownKeys: Self.markdownKeys, requiredKeys: [],
                diagnostics: diagnostics)
        {
            markdown = MarkdownOptions(
                smart: nested.decode(Bool.self, forKey: "smart") ?? false,
                unsafeHTML: nested.decode(Bool.self, forKey: "unsafeHTML") ?? false)
        }
        guard diagnostics.errorCount == errorsBefore else { return nil }
        return SiteConfig(
            title: title, baseURL: baseURL, language: language, accentColor: accentColor, output: output,
            markdown: markdown, strictTemplates: strictTemplates)
    }

    /// Whether `baseURL` is a path on the server (`/`, `/trip/`) rather than an address: then the site's links
    /// start from it, but nothing can be made absolute (no sitemap). `//host/` is an address, not a path.
    static func isSitePath(_ baseURL: String) -> Bool {
        guard baseURL.hasPrefix("/"), !baseURL.hasPrefix("//"),
            !baseURL.unicodeScalars.contains(where: { $0.properties.isWhitespace }),
            let components = URLComponents(string: baseURL)
        else { return false }
        return components.scheme == nil && components.host == nil
    }
}
