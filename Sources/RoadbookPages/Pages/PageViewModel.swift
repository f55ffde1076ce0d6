import Mustache

/// A whole page's view model: the frame every page has (site, title, canonical URL, the theme's texts) and the
/// fields of its own kind.
package protocol PageViewModel: MustacheRepresentable {
    /// The site, the document title, the canonical URL and the theme's texts.
    var frame: PageFrame { get }
    /// The fields of this kind of page, keyed as the templates name them.
    var pageFields: [String: MustacheValue] { get }
}

extension PageViewModel {
    /// The page's fields and its frame's, as one template context.
    package var mustacheValue: MustacheValue { frame.context(adding: pageFields) }
}
