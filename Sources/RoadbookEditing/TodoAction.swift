import Diagnostics
import Foundation
import RoadbookContent

/// An action a page under `serve` sends, as JSON: what to do (`toggle`, `done`, `undo`, `add`, `remove`, `move`,
/// `edit`, and `get`, which reads one), the todo it names by `id`, and the `title`, `notes` or 1-based `position` the action takes. It becomes the
/// ``TodoChange`` the `todo` command makes for the same words, so the browser and the terminal share one
/// implementation.
///
/// `{"action": "toggle", "id": "buy-the-roma-pass"}`, `{"action": "add", "title": "Book the train"}`,
/// `{"action": "move", "id": "buy-the-roma-pass", "position": 1}`,
/// `{"action": "edit", "id": "buy-the-roma-pass", "title": "Buy two Roma Passes", "notes": ""}` (a field left out
/// is kept; empty notes remove them).
package struct TodoAction: Decodable, Sendable, Equatable {
    /// What to do.
    package let action: String
    /// The todo it concerns (all but `add`).
    package let id: String?
    /// The new todo's title (`add`), or the todo's new title (`edit`, optional).
    package let title: String?
    /// The new todo's notes (`add`, optional), or the todo's new notes (`edit`, optional; empty removes them).
    package let notes: String?
    /// Where the todo ends up, counted from 1 (`move`).
    package let position: Int?

    /// The actions known, in the order messages list them.
    package static let names = ["toggle", "done", "undo", "add", "remove", "move", "edit", "get"]

    /// The action in `body` (JSON), or why it is not one.
    package static func decoded(from body: Data) throws(DiagnosticList) -> TodoAction {
        do {
            return try JSONDecoder().decode(TodoAction.self, from: body)
        } catch {
            throw DiagnosticList([.error("the action is not a JSON object with a text 'action' and its fields", at: nil)])
        }
    }

    /// The change this action makes to `items` (the list as it is now, once the file is locked); throws when
    /// the action lacks a field or names a todo that is no longer in the file at `path`.
    package func change(in items: [ItemModel], path: String) throws(DiagnosticList) -> TodoChange {
        switch action {
        case "add":
            return .add(title: title ?? "", id: nil, notes: notes.flatMap { $0.isEmpty ? nil : $0 })
        case "toggle": return .complete(ids: [try currentID(in: items, path: path)], .toggle)
        case "done": return .complete(ids: [try currentID(in: items, path: path)], .done)
        case "undo": return .complete(ids: [try currentID(in: items, path: path)], .undo)
        case "remove": return .remove(ids: [try currentID(in: items, path: path)])
        case "move":
            let id = try currentID(in: items, path: path)
            guard let position else { throw DiagnosticList([.error("a 'move' needs its 'position' (counted from 1)", at: nil)]) }
            return .move(id: id, toPosition: position)
        case "edit":
            return .edit(id: try currentID(in: items, path: path), title: title, notes: notes)
        default:
            let known = Self.names.map { "'\($0)'" }.joined(separator: ", ")
            throw DiagnosticList([.error("unknown action '\(ControlCharacters.visible(action))'; the actions are \(known)", at: nil)])
        }
    }

    /// The id of the item the action names, as the file spells it; refused when no item has it any longer (the
    /// file changed since the page was built: an editor, `git pull`, the CLI, another window).
    func currentID(in items: [ItemModel], path: String) throws(DiagnosticList) -> String {
        guard let id, !id.isEmpty else { throw DiagnosticList([.error("a '\(action)' needs the 'id' of its todo", at: nil)]) }
        guard let item = items.first(where: { $0.id.lowercased() == id.lowercased() }) else {
            throw DiagnosticList([
                .error(
                    "no todo item with the id '\(ControlCharacters.visible(id))' in '\(path)'; it was removed or renamed "
                        + "since the page was shown", at: nil)
            ])
        }
        return item.id
    }
}
