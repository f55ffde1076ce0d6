/// The `markdown:` block of `site.yaml`.
public struct MarkdownOptions: Hashable, Sendable, Codable {
    /// Smart punctuation: straight quotes to curly ones, `--` to dashes; default `false`.
    public let smart: Bool
    /// Whether raw HTML in Markdown is kept; default `false`, which omits it.
    public let unsafeHTML: Bool

    /// Creates options; both default to `false`.
    public init(smart: Bool = false, unsafeHTML: Bool = false) {
        self.smart = smart
        self.unsafeHTML = unsafeHTML
    }
}
