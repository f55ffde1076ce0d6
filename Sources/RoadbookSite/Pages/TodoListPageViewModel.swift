import Mustache
import RoadbookContent

/// The todo list page (`/todos/`).
public struct TodoListPageViewModel: MustacheRepresentable, Sendable {
    /// The shared site object.
    public let site: SiteViewModel
    /// The document title.
    public let title: String
    /// The absolute URL of the page, when `baseURL` is set.
    public let canonicalURL: String?
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    public let t: ThemeText
    /// Todo progress.
    public let progress: ProgressViewModel
    /// Every todo, in list order.
    public let items: [TodoRowViewModel]
    /// Whether there is any todo.
    public let hasItems: Bool

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "site": site.mustacheValue,
            "title": .string(title),
            "canonicalURL": canonicalURL.map(MustacheValue.string) ?? .null,
            "t": t.mustacheValue,
            "progress": progress.mustacheValue,
            "items": .list(items.map(\.mustacheValue)),
            "hasItems": .bool(hasItems),
        ])
    }
}
