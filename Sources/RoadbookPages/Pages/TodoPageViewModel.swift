import Mustache
import RoadbookContent

/// One todo's page (`/todos/<id>/`).
package struct TodoPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// The todo.
    package let item: TodoRowViewModel
    /// `"3 of 12"` (`position`).
    package let position: String
    /// The todo before it in the list (the last one for the first).
    package let previous: NeighbourLinkViewModel
    /// The todo after it in the list (the first one for the last).
    package let next: NeighbourLinkViewModel
    /// Whether there are other todos to link to.
    package let hasNeighbours: Bool
    /// Relative URL of the todo list.
    package let listURL: String

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("item", \.item),
        .field("position", \.position),
        .field("previous", \.previous),
        .field("next", \.next),
        .field("hasNeighbours", \.hasNeighbours),
        .field("listURL", \.listURL),
    ])
}
