import SiteFiles

/// Where an item's file is when the content does not say (content made in memory, a site without a todo file): the
/// paths that pages name in their Markdown messages and links, so that modules which read no file need no
/// ``SiteLayout``.
package enum DefaultSourcePaths {
    /// The todo list's file: `content/todos.yaml`.
    package static let todoList = SiteLayout.todosYAML

    /// The file of the place with id `id`: `content/locations/<id>.md`.
    package static func place(id: String) -> String {
        SiteLayout.places + "/" + id + ".md"
    }
}
