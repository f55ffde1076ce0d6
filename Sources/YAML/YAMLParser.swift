import Diagnostics

/// Parses YAML (and so JSON) text into a positioned ``YAMLNode`` tree.
package enum YAMLParser {
    /// The single document of `text`; `nil` when the text holds no document (empty, or only comments).
    ///
    /// Errors (malformed YAML, duplicate keys, unknown aliases, several documents) are diagnostics at `path`.
    package static func parse(_ text: String, path: String) throws(DiagnosticList) -> YAMLNode? {
        let documents: [YAMLNode?]
        do {
            documents = try LibYAMLParser(text: text).documents()
        } catch {
            throw DiagnosticList([.error(error.message, at: SourceLocation(path: path, line: error.line, column: error.column))])
        }
        if documents.count > 1 {
            let second = documents[1]?.span.start
            throw DiagnosticList([
                .error(
                    "expected one YAML document, found \(documents.count)",
                    at: SourceLocation(path: path, line: second?.line ?? 1, column: second?.column ?? 1))
            ])
        }
        return documents.first ?? nil
    }
}
