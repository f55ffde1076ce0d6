import Diagnostics

/// The HTML of a piece of Markdown, with the problems found in it.
package struct RenderedMarkdown: Sendable {
    /// The HTML fragment.
    package let html: String
    /// Links to content that does not exist, images that do not resolve; at the Markdown file's line and column.
    package let diagnostics: [Diagnostic]
    /// The ids given to the headings, in order.
    package let headingIDs: [String]
    /// The words a reader sees, for the search index: the text of ``html`` (``RenderedText``), entities decoded,
    /// a space between blocks; what the HTML holds in attributes (an image's alternative text) is left out. Read
    /// from the HTML when asked: a page that is not searched (the todo list's notes, a site without search) does not
    /// pay for it.
    package var plainText: String { RenderedText.plainText(ofHTML: html) }

    /// Wraps a result.
    package init(html: String, diagnostics: [Diagnostic], headingIDs: [String]) {
        self.html = html
        self.diagnostics = diagnostics
        self.headingIDs = headingIDs
    }
}
