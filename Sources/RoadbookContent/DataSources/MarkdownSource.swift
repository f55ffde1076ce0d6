/// Markdown text of an entry that did not load (a place whose front matter has errors), kept so that one run still
/// checks its links.
package struct MarkdownSource: Hashable, Sendable {
    /// The Markdown text.
    package let text: String
    /// Where it comes from (its file and the line where the text starts).
    package let source: ItemSource

    /// Markdown `text` from `source`.
    package init(text: String, source: ItemSource) {
        self.text = text
        self.source = source
    }
}
