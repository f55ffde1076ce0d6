import Diagnostics
import Foundation
import SiteFiles
import YAML

/// Builds a site's strings table: English, under the built-in table of `language`, under the site's
/// `i18n/<language>.yaml`, under `site.yaml`'s `strings:`; each later one wins key by key.
///
/// Keys, plural forms and placeholders of the site's files are checked against English. A language without a
/// built-in table is translated by its `i18n/` file alone: a key missing there is a warning (an error under
/// `strictTemplates`) naming the file and the key, and English fills it.
struct StringTableLoader {
    /// The folder of the site's tables, relative to the site root.
    static let directory = SiteLayout.strings

    let fileSystem: any ContentFileSystem
    let diagnostics: DiagnosticsEngine

    /// The table for `language`; `siteStrings` is `site.yaml`'s `strings:` value, `languageLocation` where the
    /// language is set (for the warning when nothing translates it).
    func load(language: String, languageLocation: SourceLocation, siteStrings: YAMLNode?, isStrict: Bool) -> StringTable {
        let english = StringTable.english.messages
        let builtIn = StringTable.builtIn(language)
        var messages = english
        messages.merge(builtIn?.messages ?? [:]) { $1 }

        let file = siteFile(for: language)
        if let file { messages.merge(file.result.messages) { $1 } }
        let overrides = StringsFileReader(path: SiteConfigLoader.path, reference: english).read(siteStrings)
        diagnostics.emit(contentsOf: overrides.diagnostics)
        messages.merge(overrides.messages) { $1 }

        if builtIn == nil {
            if let file {
                for key in english.keys.sorted() where file.result.messages[key] == nil && overrides.messages[key] == nil {
                    diagnostics.emit(LocalizationProblem.missingString(key, isStrict: isStrict).diagnostic(at: SourceLocation(path: file.path, line: 1, column: 1)))
                }
            } else {
                diagnostics.emit(
                    LocalizationProblem.noStrings(language: language, file: "\(Self.directory)/\(language).yaml").diagnostic(at: languageLocation))
            }
        }
        return StringTable(language: language, messages: messages)
    }

    /// The site's own table for `language`: `i18n/<language>.yaml`, else `i18n/<primary subtag>.yaml`.
    private func siteFile(for language: String) -> (path: String, result: StringsFileReader.Result)? {
        var names = [language]
        if let primary = language.split(separator: "-").first.map(String.init), primary != language { names.append(primary) }
        for name in names {
            let path = "\(Self.directory)/\(name).yaml"
            let data: Data
            switch fileSystem.read(path, limit: nil) {
            case .success(let bytes): data = bytes
            case .failure(let refusal) where refusal.isMissing: continue
            case .failure(let refusal):
                // A link out of the site, a FIFO, a folder: the same error as for any other input the site names.
                diagnostics.emit(refusal.errorDiagnostic)
                return nil
            }
            guard let text = String(data: data, encoding: .utf8) else {
                let offset = UTF8Position.firstInvalidByte(in: data) ?? 0
                let (line, column) = UTF8Position.position(ofByte: offset, in: data)
                diagnostics.emit(LocalizationProblem.notUTF8.diagnostic(at: SourceLocation(path: path, line: line, column: column)))
                return nil
            }
            do {
                let node = try YAMLParser.parse(text, path: path)
                let result = StringsFileReader(path: path, reference: StringTable.english.messages).read(node)
                diagnostics.emit(contentsOf: result.diagnostics)
                return (path, result)
            } catch {
                diagnostics.emit(contentsOf: error.diagnostics)
                return nil
            }
        }
        return nil
    }
}
