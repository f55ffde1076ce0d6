import Mustache
import RoadbookContent

/// A whole page's view model: what every page's template gets (the site, the document title, the canonical URL,
/// the theme's texts) and the fields of its own kind.
public protocol PageViewModel: MustacheRepresentable {
    /// The shared site object.
    var site: SiteViewModel { get }
    /// The document title.
    var title: String { get }
    /// The absolute URL of the page, when `baseURL` is set.
    var canonicalURL: String? { get }
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    var t: ThemeText { get }
    /// The fields of this kind of page, keyed as the templates name them.
    var pageFields: [String: MustacheValue] { get }
}

extension PageViewModel {
    /// The page's fields and the ones every page has, as one template context.
    public var mustacheValue: MustacheValue {
        var fields = pageFields
        fields["site"] = site.mustacheValue
        fields["title"] = .string(title)
        fields["canonicalURL"] = canonicalURL.map(MustacheValue.string) ?? .null
        fields["t"] = t.mustacheValue
        return .dictionary(fields)
    }
}
