import Foundation
import YAML

/// The strings tables built into the binary (`Sources/RoadbookContent/Localization/Strings/<language>.yaml`),
/// parsed once.
package enum BuiltInStrings {
    /// The languages with a built-in table, sorted (`az`, `en`, `ru`, `uz`).
    package static let languages: [String] = EmbeddedStrings.base64Files.keys
        .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(".yaml".count)) }.sorted()

    /// The messages of each built-in language, by language.
    static let messages: [String: [String: LocalizedMessage]] = {
        var tables: [String: [String: LocalizedMessage]] = [:]
        for language in languages {
            guard let base64 = EmbeddedStrings.base64Files[language + ".yaml"], let data = Data(base64Encoded: base64) else { continue }
            tables[language] = parse(String(decoding: data, as: UTF8.self), path: "<built-in strings>/\(language).yaml")
        }
        return tables
    }()

    /// The built-in table for a language tag, by its primary subtag; `nil` when there is none.
    static func table(for language: String) -> StringTable? {
        let primary = language.split(separator: "-").first.map { $0.lowercased() } ?? ""
        guard let messages = messages[primary] else { return nil }
        return StringTable(language: language, messages: messages)
    }

    /// The source text of a built-in table, for tests and documentation.
    package static func source(of language: String) -> String? {
        EmbeddedStrings.base64Files[language + ".yaml"].flatMap { Data(base64Encoded: $0) }.map { String(decoding: $0, as: UTF8.self) }
    }

    /// A built-in file's messages; its problems are the build's own bugs, which the tests catch.
    static func parse(_ text: String, path: String) -> [String: LocalizedMessage] {
        guard let node = try? YAMLParser.parse(text, path: path) else { return [:] }
        return StringsFileReader(path: path, reference: nil).read(node).messages
    }
}
