import Mustache

/// A whole page's view model: the frame every page has (site, title, canonical URL, the theme's texts) and the
/// fields of its own kind.
package protocol PageViewModel: TemplateModel {
    /// The site, the document title, the canonical URL and the theme's texts.
    var frame: PageFrame { get }
}

extension PageViewModel {
    /// The page's fields and its frame's, as one object: a name is looked up in the page's table, then the frame's
    /// (no page names a field as the frame does: `PageFieldsTests`).
    package var mustacheValue: MustacheValue { .object(PageContext(self)) }
}

/// A page handed to its template: its own fields, then its frame's.
final class PageContext<Page: PageViewModel>: MustacheObject {
    private let page: Page
    /// The page's frame, taken out once: read through the protocol, every name of the frame would copy it.
    private let frame: PageFrame

    init(_ page: Page) {
        self.page = page
        frame = page.frame
    }

    func value(forKey key: String) -> MustacheValue? {
        Page.fields.value(of: page, forKey: key) ?? PageFrame.fields.value(of: frame, forKey: key)
    }

    var keys: [String] { Page.fields.keys + PageFrame.fields.keys }
}
