import Mustache
import RoadbookContent

/// The todo list page (`/todos/`).
public struct TodoListPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
    /// Todo progress.
    public let progress: ProgressViewModel
    /// Every todo, in list order.
    public let items: [TodoRowViewModel]
    /// Whether there is any todo.
    public let hasItems: Bool

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
        [
            "progress": progress.mustacheValue,
            "items": .list(items.map(\.mustacheValue)),
            "hasItems": .bool(hasItems),
        ]
    }
}
