/// One item of the todo file as it is written: the values of its keys, `nil` where a key is absent.
public struct TodoFileItem: Sendable, Hashable {
    /// The `id` key's value.
    public let id: String?
    /// The `title` key's value.
    public let title: String?
    /// The `isCompleted` key's value read as a boolean; `nil` when absent, empty or not a boolean.
    public let isCompleted: Bool?
    /// The `notes` key's value.
    public let notes: String?

    /// Creates an item.
    public init(id: String?, title: String?, isCompleted: Bool?, notes: String?) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.notes = notes
    }
}
