import Diagnostics

/// One page ready to render: where it goes, which template shows it, its view model and the problems found
/// while building it (links in its Markdown).
package struct BuiltPage: Sendable {
    /// The output file, relative to the output folder (`locations/colosseum/index.html`).
    package let outputPath: String
    /// The page's site path, for the sitemap (`locations/colosseum/`).
    package let sitePath: String
    /// The template's name (`location`).
    package let template: String
    /// The page view model.
    package let viewModel: any PageViewModel
    /// Problems found while building the page.
    package let diagnostics: [Diagnostic]
    /// The words of the page's own Markdown (a place's description, a todo's notes) for the search index, read
    /// from the parse that rendered it; nil for a page with no Markdown of its own.
    package let searchText: String?
}
