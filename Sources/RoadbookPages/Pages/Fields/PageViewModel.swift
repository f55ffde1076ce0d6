import Mustache

/// A whole page's view model: the frame every page has (site, title, canonical URL, the theme's texts) and the
/// fields of its own kind.
package protocol PageViewModel: TemplateModel {
    /// The site, the document title, the canonical URL and the theme's texts.
    var frame: PageFrame { get }
}

extension PageViewModel {
    /// The frame: a page's template context is its own fields, then its frame's (no page names a field as the frame
    /// does: `PageFieldsTests`).
    package var includedPart: (any TemplateModel)? { frame }
}
