import Mustache
import RoadbookContent

/// The todo list page (`/todos/`).
package struct TodoListPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// Todo progress.
    package let progress: ProgressViewModel
    /// Every todo, in list order.
    package let items: [TodoRowViewModel]
    /// Whether there is any todo.
    package let hasItems: Bool

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([.field("progress", \.progress), .field("items", \.items), .field("hasItems", \.hasItems)])
}
