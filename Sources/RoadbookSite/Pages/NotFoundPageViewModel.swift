import Mustache
import RoadbookContent

/// The page a server shows for a missing URL (`/404.html`).
///
/// A server shows it at any depth, so its links start from the base URL's path when `baseURL` is set
/// (and from the root of the site otherwise).
public struct NotFoundPageViewModel: MustacheRepresentable, Sendable {
    /// The shared site object.
    public let site: SiteViewModel
    /// The document title.
    public let title: String
    /// Never set: a 404 page has no canonical URL.
    public let canonicalURL: String?
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    public let t: ThemeText
    /// Relative URL of the places list.
    public let locationsURL: String
    /// Relative URL of the todo list.
    public let todosURL: String

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "site": site.mustacheValue,
            "title": .string(title),
            "canonicalURL": canonicalURL.map(MustacheValue.string) ?? .null,
            "t": t.mustacheValue,
            "locationsURL": .string(locationsURL),
            "todosURL": .string(todosURL),
        ])
    }
}
