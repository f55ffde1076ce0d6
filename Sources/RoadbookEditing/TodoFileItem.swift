/// One item of the todo file as it is written: the values of its keys, `nil` where a key is absent.
package struct TodoFileItem: Sendable, Hashable {
    /// The `id` key's value.
    package let id: String?
    /// The `title` key's value.
    package let title: String?
    /// The `isCompleted` key's value read as a boolean; `nil` when absent, empty or not a boolean.
    package let isCompleted: Bool?
    /// The `notes` key's value.
    package let notes: String?

    /// Creates an item.
    package init(id: String?, title: String?, isCompleted: Bool?, notes: String?) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.notes = notes
    }
}
