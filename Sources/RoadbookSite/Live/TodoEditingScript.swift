import Escaping
import Foundation
import RoadbookContent

/// What `serve` adds to the pages it serves so that the todo list and the todo pages become the app (issue 25): a
/// JSON block with the run's secret and the editing words in the site's language, a few rules of style, and a script.
///
/// On the todo list page, each row gets a tick button, an edit button (the title and notes in fields of the row;
/// Save, Cancel, Esc), ↑ and ↓, delete with a few seconds to undo, and a handle: rows are dragged with the mouse
/// (HTML5 drag and drop), with a finger on the handle (pointer events), or moved with Alt+↑ and Alt+↓. Above the
/// list, an "add" field shows the view model's refusal inline and keeps the text typed. A todo's page gets the
/// tick, edit and delete; the places page a new place form.
///
/// Every action is posted to `serve`'s action path; its answer shows at once, and when the rebuild that the edited
/// file causes arrives, the page brings its rows in step in place from its rebuilt self, reloading only when
/// something else of it changed. The script and its style are the theme's `editing.js` and `editing.css`, never
/// part of `generate`'s output, and separate from the published pages' own scripts: it only touches the elements
/// it adds and the rows it controls.
package enum TodoEditingScript {
    /// The keys of the strings table the script words its controls with.
    package static let keys = [
        "newLabel", "add", "toggle", "moveUp", "moveDown", "remove", "removed", "undo", "failed", "edit", "editLabel",
        "titleLabel", "notesLabel", "save", "cancel", "markDone", "markPending", "drag", "moved", "placeHeading",
        "placeName", "placeCity", "placeLatitude", "placeLongitude", "placeLink", "placeAdd", "placeAdded",
    ]

    /// The seconds a deleted todo can be brought back before the removal is sent.
    package static let undoSeconds = 5

    /// The HTML for a page: the settings (`secret`, `actionPath`, the paths of the todo list page and of the places
    /// page, and `strings`'s words), the style and the `<script>` element that loads ``script`` from `scriptPath`
    /// (served pages run no inline script).
    package static func html(
        secret: String, actionPath: String, scriptPath: String, todoListPath: String, placesPath: String = "/locations/",
        strings: StringTable
    ) -> String {
        var writer = JSONWriter()
        writer.beginObject()
        for (key, value) in [("page", todoListPath), ("path", actionPath), ("places", placesPath), ("secret", secret)] {
            writer.key(key)
            writer.string(value)
        }
        writer.key("strings")
        writer.beginObject()
        // In the order JSONSerialization's sorted keys had them, which ignores case (`moved` before `moveDown`).
        let sortedKeys = keys.sorted {
            $0.compare($1, options: [.caseInsensitive, .numeric, .forcedOrdering]) == .orderedAscending
        }
        // Placeholders are filled in by the script.
        let placeholders: KeyValuePairs = ["title": "{title}", "message": "{message}", "position": "{position}", "path": "{path}"]
        for key in sortedKeys {
            writer.key(key)
            writer.string(strings.text("edit.\(key)", placeholders))
        }
        // A row's state in words, as the pages write it (`todos.done`, `todos.pending`).
        for key in ["done", "pending"] {
            writer.key(key)
            writer.string(strings.text("todos.\(key)"))
        }
        writer.endObject()
        writer.key("undoSeconds")
        writer.number(undoSeconds)
        writer.endObject()
        // `<` never reaches the HTML parser inside the script element.
        let safe = writer.text.replacingOccurrences(of: "<", with: "\\u003c")
        return "<script type=\"application/json\" id=\"roadbook-editing\">\(safe)</script>\n<style>\(style)</style>\n<script src=\"\(HTMLEscaper.escape(scriptPath))\"></script>"
    }

    /// The theme's files that only `serve` adds to its pages: the script and its style.
    package static let files = ["editing.js", "editing.css"]

    /// The controls' style (`templates/editing.css`), with the rule that hides them in print.
    static let style = DefaultTheme.serveOnlyText("editing.css")

    /// The script (`templates/editing.js`), which `serve` serves at its script path.
    package static let script = DefaultTheme.serveOnlyText("editing.js")
}
