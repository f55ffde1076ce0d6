import Diagnostics
import Escaping
import Foundation
import RoadbookContent

/// What `serve` does with an action a page posts: decodes it (``TodoAction``), makes its ``TodoChange`` in the
/// todo file through ``TodoFileStore/apply(allowBreakingLinks:_:)`` — the same locked, atomic, smallest edit as the
/// `todo` command — and answers in JSON. The file is then changed, so `serve`'s watcher rebuilds the pages and
/// every open window shows it.
///
/// A `get` changes nothing: it answers with the todo as the file has it now.
///
/// An answer is `{"ok": true, "items": [...]}` (the items the change concerns, as `todo list --json` writes them)
/// or `{"ok": false, "error": ..., "diagnostics": [...], "message": ...}`: `diagnostics` are the lines the CLI
/// prints for the same change, `error` the first, and `message` the same in the site's language when the strings
/// table has it (the title rules), else `error`.
package struct TodoActionHandler: Sendable {
    /// The site's todo file.
    package let store: TodoFileStore

    /// A handler changing `store`.
    package init(store: TodoFileStore) {
        self.store = store
    }

    /// The status and JSON answer to the action in `body`; `strings` words the message shown in the page.
    package func perform(_ body: Data, strings: StringTable) -> (status: Int, json: Data) {
        let action: TodoAction
        do {
            action = try TodoAction.decoded(from: body)
        } catch {
            return failure(error.diagnostics, status: 400, message: nil)
        }
        if action.action == "get" { return current(action) }
        do {
            let path = store.relativePath
            // A removal that would break Markdown links is refused, as `todo remove` without --force refuses it.
            let (changed, warnings) = try store.apply { items in
                try action.change(in: items, path: path)
            }
            return (200, Self.success(items: changed, warnings: warnings.map(Self.line(of:))))
        } catch let list as DiagnosticList {
            let message = Self.localizedMessage(for: action, strings: strings, refusal: list.diagnostics.first { $0.severity == .error })
            return failure(list.diagnostics, status: 422, message: message)
        } catch {
            return failure([.error("\(error)", at: nil)], status: 500, message: nil)
        }
    }

    /// The answer to a `get`: the todo as the file has it now (its notes unrendered, for the page's edit form).
    private func current(_ action: TodoAction) -> (status: Int, json: Data) {
        do throws(DiagnosticList) {
            let items = try store.load().items
            let id = try action.currentID(in: items, path: store.relativePath)
            let found = items.filter { $0.id == id }
            return (200, Self.success(items: found, warnings: []))
        } catch {
            return failure(error.diagnostics, status: 422, message: nil)
        }
    }

    /// A refusal with `diagnostics`, worded in the page as `message` when given.
    private func failure(_ diagnostics: [Diagnostic], status: Int, message: String?) -> (status: Int, json: Data) {
        let lines = diagnostics.filter { $0.severity == .error }.map(Self.line(of:))
        let first = lines.first ?? "error: the change was refused"
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("diagnostics")
        writer.array(of: lines)
        writer.key("error")
        writer.string(first)
        writer.key("message")
        writer.string(message ?? first)
        writer.key("ok")
        writer.bool(false)
        writer.endObject()
        return (status, Data(writer.text.utf8))
    }

    /// The message for the title rule an `add` or an `edit` breaks, in the site's language; `nil` when it breaks
    /// none of them or `refusal` (the change's first error) is another one (an `edit` of a todo that is gone).
    static func localizedMessage(for action: TodoAction, strings: StringTable, refusal: Diagnostic? = nil) -> String? {
        guard action.action == "add" || (action.action == "edit" && action.title != nil) else { return nil }
        do throws(ContentProblem) {
            _ = try TitleValidator.validated(action.title ?? "")
            return nil
        } catch {
            if let refusal, refusal.message != error.diagnostic(at: nil).message { return nil }
            switch error {
            case .emptyText: return strings.text("edit.titleEmpty")
            case .textTooShort(_, _, let minimum): return strings.text("edit.titleTooShort", ["minimum": strings.number(minimum)])
            case .textTooLong(_, _, let maximum): return strings.text("edit.titleTooLong", ["maximum": strings.number(maximum)])
            default: return nil
            }
        }
    }

    /// A diagnostic as the CLI prints it, without the source snippet.
    static func line(of diagnostic: Diagnostic) -> String {
        DiagnosticFormatter().format(diagnostic)
    }

    /// `{"items": [...], "ok": true, "warnings": [...]}`, the items as `todo list --json` writes them.
    private static func success(items: [ItemModel], warnings: [String]) -> Data {
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("items")
        writer.beginArray()
        for item in items { TodoListJSON.write(item, to: &writer) }
        writer.endArray()
        writer.key("ok")
        writer.bool(true)
        writer.key("warnings")
        writer.array(of: warnings)
        writer.endObject()
        return Data(writer.text.utf8)
    }
}
