import Escaping
import RoadbookContent

/// The todo list as JSON for scripts (`roadbook todo list --json`): an array of objects with the model's keys
/// in the model's order (`id`, `title`, `isCompleted`, `notes`, `null` when absent), two-space indented.
package enum TodoListJSON {
    /// The JSON text of `items`, ending with a line end.
    package static func text(of items: [ItemModel]) -> String {
        var writer = JSONWriter(layout: .indented)
        writer.beginArray()
        for item in items { write(item, to: &writer) }
        writer.endArray()
        return writer.text + "\n"
    }

    /// Writes `item` as an object of the list: `id`, `title`, `isCompleted`, `notes`.
    package static func write(_ item: ItemModel, to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("id")
        writer.string(item.id)
        writer.key("title")
        writer.string(item.title)
        writer.key("isCompleted")
        writer.bool(item.isCompleted)
        writer.key("notes")
        writer.string(item.notes)
        writer.endObject()
    }
}
