import Mustache
import RoadbookContent

/// One todo's page (`/todos/<id>/`).
public struct TodoPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
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

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
        [
            "item": item.mustacheValue,
            "position": .string(position),
            "previous": previous.mustacheValue,
            "next": next.mustacheValue,
            "hasNeighbours": .bool(hasNeighbours),
            "listURL": .string(listURL),
        ]
    }
}
