import RoadbookContent

/// The todo list as JSON for scripts (`roadbook todo list --json`): an array of objects with the model's keys
/// in the model's order (`id`, `title`, `isCompleted`, `notes`, `null` when absent), two-space indented.
package enum TodoListJSON {
    /// The JSON text of `items`, ending with a line end.
    package static func text(of items: [ItemModel]) -> String {
        guard !items.isEmpty else { return "[]\n" }
        let objects = items.map { item in
            "  {\n    \"id\": \(ScalarWriter.json(item.id)),\n    \"title\": \(ScalarWriter.json(item.title)),\n"
                + "    \"isCompleted\": \(item.isCompleted),\n    \"notes\": \(item.notes.map(ScalarWriter.json) ?? "null")\n  }"
        }
        return "[\n" + objects.joined(separator: ",\n") + "\n]\n"
    }
}
