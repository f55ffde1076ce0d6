/// How Markdown is turned into HTML, from `site.yaml`'s `markdown` settings.
public struct MarkdownOptions: Hashable, Sendable {
    /// Smart punctuation: curly quotes, en and em dashes, ellipses.
    public var isSmart: Bool
    /// Pass raw HTML in Markdown through; when false (the default) it is omitted.
    public var allowsUnsafeHTML: Bool

    /// Options; both off by default (safe, plain punctuation).
    public init(isSmart: Bool = false, allowsUnsafeHTML: Bool = false) {
        self.isSmart = isSmart
        self.allowsUnsafeHTML = allowsUnsafeHTML
    }
}
