import Diagnostics

/// The HTML of a piece of Markdown, with the problems found in it.
public struct RenderedMarkdown: Sendable {
    /// The HTML fragment.
    public let html: String
    /// Links to content that does not exist, images that do not resolve; at the Markdown file's line and column.
    public let diagnostics: [Diagnostic]
    /// The ids given to the headings, in order.
    public let headingIDs: [String]
    /// The words a reader sees, for the search index: the text of ``html`` (``RenderedText``), entities decoded,
    /// a space between blocks; what the HTML holds in attributes (an image's alternative text) is left out. Read
    /// from the HTML when asked: a page that is not searched (the todo list's notes, a site without search) does not
    /// pay for it.
    public var plainText: String { RenderedText.plainText(ofHTML: html) }

    /// Wraps a result.
    public init(html: String, diagnostics: [Diagnostic], headingIDs: [String]) {
        self.html = html
        self.diagnostics = diagnostics
        self.headingIDs = headingIDs
    }
}
