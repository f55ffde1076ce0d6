/// Markdown text of an entry that did not load (a place whose front matter has errors), kept so that one run still
/// checks its links.
public struct MarkdownSource: Hashable, Sendable {
    /// The Markdown text.
    public let text: String
    /// Where it comes from (its file and the line where the text starts).
    public let source: ItemSource

    /// Markdown `text` from `source`.
    public init(text: String, source: ItemSource) {
        self.text = text
        self.source = source
    }
}
