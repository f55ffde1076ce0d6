import Diagnostics
import Foundation
import SiteFiles
import YAML

/// Reads and checks `site.yaml`, and the strings table its `language` and `strings:` choose.
struct SiteConfigLoader {
    /// The file, relative to the site root.
    static let path = SiteLayout.settings
    static let knownKeys = [
        "title", "baseURL", "language", "accentColor", "output", "markdown", "strictTemplates", "strings", "images", "map", "check", "todos", "search", "trip",
        "offline",
    ]
    static let markdownKeys = ["smart", "unsafeHTML"]
    static let todosKeys = ["deviceTicks"]

    let fileSystem: any ContentFileSystem
    let diagnostics: DiagnosticsEngine

    /// The settings and the strings table; `nil` when they have errors (reported).
    func load() -> (config: SiteConfig, strings: StringTable)? {
        guard let (reader, text) = readMapping() else { return nil }
        let errorsBefore = diagnostics.errorCount
        let title = self.title(reader)
        let baseURL = reader.decode(String.self, forKey: "baseURL")
        if let baseURL, !LinkValidator.isValid(baseURL), !Self.isSitePath(baseURL) {
            reader.report(.invalidBaseURL(baseURL), atKey: "baseURL")
        }
        let language = reader.decode(String.self, forKey: "language") ?? SiteConfig.defaultLanguage
        if !LanguageTagValidator.isValid(language) {
            reader.report(.invalidLanguage(language), atKey: "language")
        }
        let accentColor = self.accentColor(reader)
        let output = self.output(reader)
        let strictTemplates = reader.decode(Bool.self, forKey: "strictTemplates") ?? true
        let markdown = markdownOptions(reader, text: text)
        let strings = StringTableLoader(fileSystem: fileSystem, diagnostics: diagnostics).load(
            language: LanguageTagValidator.isValid(language) ? language : SiteConfig.defaultLanguage,
            languageLocation: reader.pair("language").map { reader.location(of: $0.value) } ?? reader.location,
            siteStrings: reader.value("strings"), isStrict: strictTemplates)
        let images = reader.value("images").map { ImageSettingsLoader.settings(from: $0, path: Self.path, diagnostics: diagnostics) }
        let map = reader.value("map").map { MapSettingsLoader.settings(from: $0, path: Self.path, diagnostics: diagnostics) }
        let trip = reader.value("trip").map { TripSettingsLoader.settings(from: $0, path: Self.path, diagnostics: diagnostics) }
        guard diagnostics.errorCount == errorsBefore else { return nil }
        let config = SiteConfig(
            title: title, baseURL: baseURL, language: language, accentColor: accentColor, output: output,
            markdown: markdown, strictTemplates: strictTemplates, images: images ?? ImageSettings(),
            deviceTicks: deviceTicks(reader, text: text), map: map ?? MapSettings(),
            search: reader.decode(Bool.self, forKey: "search") ?? true, trip: trip ?? TripSettings(),
            offline: reader.decode(Bool.self, forKey: "offline") ?? false,
            outputLocation: reader.value("output").map(reader.location(of:)))
        return (config, strings)
    }

    /// Reads and parses `site.yaml` into a reader of its top-level mapping, and the file's text; nil when the
    /// file is missing or is not a mapping with a title (reported).
    private func readMapping() -> (MappingReader, String)? {
        guard let text = SourceText.read(Self.path, from: fileSystem, missing: .missingSiteFile, diagnostics: diagnostics) else {
            return nil
        }
        let node: YAMLNode?
        do {
            node = try YAMLParser.parse(text, path: Self.path)
        } catch {
            diagnostics.emit(contentsOf: error.diagnostics)
            return nil
        }
        let reader = MappingReader(
            node, what: "'site.yaml'", path: Self.path, text: text, knownKeys: Self.knownKeys, requiredKeys: ["title"],
            diagnostics: diagnostics)
        return reader.map { ($0, text) }
    }

    /// `title`, checked; empty when it has errors (reported).
    private func title(_ reader: MappingReader) -> String {
        if let raw = reader.decode(String.self, forKey: "title") {
            do throws(ContentProblem) {
                return try TitleValidator.validated(raw, minimum: 1)
            } catch {
                reader.report(error, atKey: "title")
            }
        } else if reader.pair("title") != nil, reader.value("title") == nil {
            reader.report(.emptyText(field: "title"), atKey: "title")
        }
        return ""
    }

    /// `accentColor`, checked; the default when it is missing or has errors (reported).
    private func accentColor(_ reader: MappingReader) -> String {
        guard let color = reader.decode(String.self, forKey: "accentColor") else { return SiteConfig.defaultAccentColor }
        do throws(ContentProblem) {
            let valid = try ColorValidator.validated(color)
            let palette = AccentPalette(accent: valid)
            for (scheme, ratio) in [("light", palette.lightContrast), ("dark", palette.darkContrast)] {
                if let ratio, ratio < AccentPalette.graphicsContrast {
                    reader.report(.weakAccentContrast(valid, scheme: scheme, ratio: ratio), atKey: "accentColor")
                }
            }
            return valid
        } catch {
            reader.report(error, atKey: "accentColor")
            return SiteConfig.defaultAccentColor
        }
    }

    /// `output`, trimmed; the default when it is missing or empty (reported).
    private func output(_ reader: MappingReader) -> String {
        guard let value = reader.decode(String.self, forKey: "output") else { return SiteConfig.defaultOutput }
        let trimmed = value.trimmingWhitespace()
        if trimmed.isEmpty {
            reader.report(.emptyText(field: "output"), atKey: "output")
            return SiteConfig.defaultOutput
        }
        return trimmed
    }

    /// The `markdown:` settings, defaults for what is not set.
    private func markdownOptions(_ reader: MappingReader, text: String) -> MarkdownOptions {
        guard let node = reader.value("markdown"),
            let nested = MappingReader(
                node, what: "'markdown'", path: Self.path, text: text, knownKeys: Self.markdownKeys, requiredKeys: [], diagnostics: diagnostics)
        else { return MarkdownOptions() }
        return MarkdownOptions(
            smart: nested.decode(Bool.self, forKey: "smart") ?? false,
            unsafeHTML: nested.decode(Bool.self, forKey: "unsafeHTML") ?? false)
    }

    /// `todos.deviceTicks`: whether visitors may tick todos on their own device; true when not set.
    private func deviceTicks(_ reader: MappingReader, text: String) -> Bool {
        guard let node = reader.value("todos"),
            let nested = MappingReader(
                node, what: "'todos'", path: Self.path, text: text, knownKeys: Self.todosKeys, requiredKeys: [], diagnostics: diagnostics)
        else { return true }
        return nested.decode(Bool.self, forKey: "deviceTicks") ?? true
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
