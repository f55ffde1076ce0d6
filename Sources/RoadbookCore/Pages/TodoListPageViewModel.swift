/// The todo list page (`/todos/`).
public struct TodoListPageViewModel: Encodable, Sendable {
    /// The shared site object.
    public let site: SiteViewModel
    /// The document title.
    public let title: String
    /// The absolute URL of the page, when `baseURL` is set.
    public let canonicalURL: String?
    /// Todo progress.
    public let progress: ProgressViewModel
    /// Every todo, in list order.
    public let items: [TodoRowViewModel]
    /// Whether there is any todo.
    public let hasItems: Bool
}
