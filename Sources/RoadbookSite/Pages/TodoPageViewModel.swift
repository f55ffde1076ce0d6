import Mustache
import RoadbookContent

/// One todo's page (`/todos/<id>/`).
public struct TodoPageViewModel: MustacheRepresentable, Sendable {
    /// The shared site object.
    public let site: SiteViewModel
    /// The document title.
    public let title: String
    /// The absolute URL of the page, when `baseURL` is set.
    public let canonicalURL: String?
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    public let t: ThemeText
    /// The todo.
    public let item: TodoRowViewModel
    /// `"3 of 12"` (`position`).
    public let position: String
    /// The todo before it in the list (the last one for the first).
    public let previous: NeighbourLinkViewModel
    /// The todo after it in the list (the first one for the last).
    public let next: NeighbourLinkViewModel
    /// Whether there are other todos to link to.
    public let hasNeighbours: Bool
    /// Relative URL of the todo list.
    public let listURL: String

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "site": site.mustacheValue,
            "title": .string(title),
            "canonicalURL": canonicalURL.map(MustacheValue.string) ?? .null,
            "t": t.mustacheValue,
            "item": item.mustacheValue,
            "position": .string(position),
            "previous": previous.mustacheValue,
            "next": next.mustacheValue,
            "hasNeighbours": .bool(hasNeighbours),
            "listURL": .string(listURL),
        ])
    }
}
