import Escaping
import RoadbookContent

/// The todo list as JSON for scripts (`roadbook todo list --json`): an array of objects with the model's keys
/// in the model's order (`id`, `title`, `isCompleted`, `notes`, `null` when absent), two-space indented.
package enum TodoListJSON {
    /// The JSON text of `items`, ending with a line end.
    package static func text(of items: [ItemModel]) -> String {
        var writer = JSONWriter(layout: .indented)
        writer.beginArray()
        for item in items {
            writer.beginObject()
            writer.key("id")
            writer.string(item.id)
            writer.key("title")
            writer.string(item.title)
            writer.key("isCompleted")
            writer.bool(item.isCompleted)
            writer.key("notes")
            if let notes = item.notes { writer.string(notes) } else { writer.null() }
            writer.endObject()
        }
        writer.endArray()
        return writer.text + "\n"
    }
}
