import Diagnostics
import Foundation
import RoadbookContent
import RoadbookEditing

/// The todo file's in-place text editor: an edit (add, toggle, remove, move or edit, see ``TodoEdit``) of a todo file,
/// made as a ``TodoChange`` through ``TodoTextEditor``: the code the `todo` command runs, not a copy of it.
///
/// Invariants: the editor either refuses with a diagnostic at the file, or returns a text that the build's
/// loader reads back without errors as exactly the view model's list; and bytes outside the edited items (the
/// other items, and what precedes or follows the edited ones) are kept.
enum TodoEditHarness {
    static func run(_ bytes: [UInt8]) {
        guard let edit = TodoEdit(bytes), let text = String(validating: edit.file, as: UTF8.self),
            let document = try? TodoDocument(text: text, path: edit.path),
            let items = try? load(text, path: edit.path).todos
        else { return }
        var list = TodoList(items: items)
        guard let planned = edit.change(of: items), (try? planned.change.apply(to: &list, path: edit.path)) != nil,
            list.items != items
        else { return }
        let (change, affected) = planned
        let edited: String
        do throws(TodoEditError) {
            edited = try TodoTextEditor(document: document).text(
                changing: items, to: list.items, explicitIDs: change.explicitIDs, preferMoving: change.preferredMoves)
        } catch {
            let diagnostic = error.diagnostic(path: edit.path)
            Invariant.require(diagnostic.isError && !diagnostic.message.isEmpty, "a refusal without a message: \(diagnostic)")
            Invariant.require(diagnostic.location?.path == edit.path, "a refusal not at the file: \(diagnostic)")
            return
        }
        let reread: [ItemModel]
        do {
            reread = try load(edited, path: edit.path).todos
        } catch {
            Invariant.require(false, "the edited file does not load: \(error)\n--- edited:\n\(edited)")
            return
        }
        Invariant.require(reread == list.items, "the edited file reads back as \(reread), not \(list.items)")
        requireKept(Array(text.utf8), Array(edited.utf8), outside: affected, of: document)
    }

    /// The site holding `text` as its todo file, loaded by the build's loader.
    private static func load(_ text: String, path: String) throws(DiagnosticList) -> SiteContent {
        try InMemoryContentDataSource(files: ["site.yaml": SiteFiles.minimalConfig, path: Data(text.utf8)]).loadSite()
    }

    /// Traps unless `new` starts with the bytes of `old` up to the end of the last value of the item before
    /// `affected` (white space excluded; the values are compared when the file is read back) and ends with those from the start of the item after it. (Comments and blank lines between
    /// items may go with the item they precede.)
    private static func requireKept(_ old: [UInt8], _ new: [UInt8], outside affected: ClosedRange<Int>, of document: TodoDocument) {
        let nodes = document.itemNodes
        var windowStart = affected.lowerBound > 0 ? min(NodeWalk.lastScalarEnd(in: nodes[affected.lowerBound - 1]), old.count) : 0
        // A block scalar's end runs over the blank lines after it, which may go with the next item.
        while windowStart > 0, [0x20, 0x09, 0x0A, 0x0D].contains(old[windowStart - 1]) { windowStart -= 1 }
        let windowEnd = affected.upperBound + 1 < nodes.count ? min(nodes[affected.upperBound + 1].span.start.offset, old.count) : old.count
        let kept = old[..<windowStart].count + old[windowEnd...].count
        Invariant.require(
            new.starts(with: old[..<windowStart]) && new.reversed().starts(with: old[windowEnd...].reversed()) && kept <= new.count,
            "bytes outside \(windowStart)..<\(windowEnd) (items \(affected)) changed\n--- old:\n"
                + String(decoding: old, as: UTF8.self) + "\n--- new:\n" + String(decoding: new, as: UTF8.self))
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        let files = SeedFiles.contents(under: ["content", "starter/content"], of: root, endingIn: ["todos.yaml", "todos.json"])
        let texts = files + extraFiles.map { Array($0.utf8) }
        // Each file with each operation, parameters that reach different items, and the format the text is in.
        var seeds: [[UInt8]] = []
        for text in texts {
            let isJSON: UInt8 = text.first == UInt8(ascii: "[") || text.first == UInt8(ascii: "{") ? 1 : 0
            for operation in 0..<TodoEdit.Operation.allCases.count { seeds.append([UInt8(operation), 1, 3, isJSON] + text) }
        }
        return seeds
    }

    /// Layouts the example lacks: flow, JSON, comments, CRLF, no final line end, quoting, block scalars.
    private static let extraFiles = [
        "# My list\n\n- title: One\n  isCompleted: false\n\n# between\n- id: two\n  title: \"Two\"\n  notes: |\n    line\n\n- title: 'Three'\n  isCompleted: yes\n",
        "[{title: One}, {title: Two, isCompleted: true}, {id: x3, title: Three}]\n",
        "[\n  {\"title\": \"One\", \"isCompleted\": false},\n  {\"title\": \"Two\", \"notes\": \"n\"}\n]\n",
        "- title: One\r\n  isCompleted: false\r\n- title: Two\r\n",
        "- title: One\n- title: Two",
        "  - title: One\n    isCompleted: ~\n  - {title: Two}\n  - title: >-\n      Three\n      folded\n",
        "[]\n",
        "",
        "---\n- title: One # comment\n  notes: >\n    x\n...\n",
    ]
}
