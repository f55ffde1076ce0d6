/// One todo item as an edit of the todo file sees it: the model's fields, plus whether its id is written in the file.
package struct TodoEntry: Sendable, Hashable {
    /// The item's id (written or derived); entries are matched by it, ignoring case.
    package var id: String
    /// The title.
    package var title: String
    /// Whether the item is done.
    package var isCompleted: Bool
    /// Markdown notes, if any.
    package var notes: String?
    /// For a new entry: whether its `id` must be written (it was given, or the title would not derive it).
    package var hasExplicitID: Bool

    /// Creates an entry.
    package init(id: String, title: String, isCompleted: Bool = false, notes: String? = nil, hasExplicitID: Bool = false) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.notes = notes
        self.hasExplicitID = hasExplicitID
    }
}
