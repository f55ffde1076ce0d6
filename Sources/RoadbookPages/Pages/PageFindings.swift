import Diagnostics
import RoadbookMarkdown

/// What building a page finds besides its view model: the problems of its Markdown, and the words of the Markdown
/// that is the page's own (a place's description, a todo's notes) for the search index, read from the same parse.
struct PageFindings {
    /// The problems, in the order found.
    var diagnostics: [Diagnostic] = []
    /// The words a reader sees in the page's own Markdown; nil for a page that has none of its own.
    var searchText: String?

    /// Takes the problems and the words of the page's own Markdown, `rendered`: `text` when the page already made
    /// its plain text (a place's, ``DescriptionPlainTexts``), else its ``RenderedMarkdown/plainText``.
    mutating func add(_ rendered: RenderedMarkdown, text: String? = nil) {
        diagnostics += rendered.diagnostics
        searchText = text ?? rendered.plainText
    }
}
