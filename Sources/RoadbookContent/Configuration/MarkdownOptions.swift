/// The `markdown:` block of `site.yaml`.
package struct MarkdownOptions: Hashable, Sendable, Codable {
    /// Smart punctuation: straight quotes to curly ones, `--` to dashes; default `false`.
    package let smart: Bool
    /// Whether raw HTML in Markdown is kept; default `false`, which omits it.
    package let unsafeHTML: Bool

    /// Creates options; both default to `false`.
    package init(smart: Bool = false, unsafeHTML: Bool = false) {
        self.smart = smart
        self.unsafeHTML = unsafeHTML
    }
}
