import Foundation
import RoadbookContent
import RoadbookEditing

/// The edit a `todo-edit` input asks for: its first four bytes choose the operation, its parameters and the file
/// format; the rest is the todo file.
struct TodoEdit {
    enum Operation: CaseIterable {
        // New operations go last: a saved input's first byte keeps naming the same one.
        case add, toggle, remove, move, edit
    }

    /// Titles an added item may get: plain, with an existing-looking id, without ASCII letters, too short.
    static let titles = ["Buy the Roma Pass", "See the Louvre", "Übersee: café", "日本語のタイトル", "ab", "  spaced out  ", "x: y # z"]

    /// Notes an edit may write: one line YAML would misread plain, Markdown lines, a final line end, several.
    static let notes = ["Meet at: 9 # sharp", "Line *one*\n# not a comment\n- a list", "ends with a line end\n", "kept\n\n", " leading space\nsecond"]

    let operation: Operation
    let first: Int
    let second: Int
    let isJSON: Bool
    let file: [UInt8]

    /// The edit in `bytes`; `nil` when there are fewer than four.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 4 else { return nil }
        operation = Operation.allCases[Int(bytes[0]) % Operation.allCases.count]
        first = Int(bytes[1])
        second = Int(bytes[2])
        isJSON = bytes[3] & 1 == 1
        file = Array(bytes.dropFirst(4))
    }

    /// The path of the file in the site.
    var path: String { isJSON ? "content/todos.json" : "content/todos.yaml" }

    /// The change this edit asks of `items`, as the `todo` command would make it, and the range of items (by their
    /// index in the file, `count` for the end) whose text may change; `nil` for an edit of an empty list.
    func change(of items: [ItemModel]) -> (change: TodoChange, affected: ClosedRange<Int>)? {
        switch operation {
        case .add:
            let title = Self.titles[first % Self.titles.count]
            let id = second & 1 == 1 ? "fuzz-\(second)" : nil
            let notes = second & 2 == 2 ? "Notes with *Markdown*\nand: a colon" : nil
            return (.add(title: title, id: id, notes: notes), items.count...items.count)
        case .toggle:
            guard !items.isEmpty else { return nil }
            let offset = first % items.count
            return (.complete(ids: [items[offset].id], .toggle), offset...offset)
        case .remove:
            guard !items.isEmpty else { return nil }
            let offsets = Set([first % items.count] + (second & 1 == 1 ? [(second / 2) % items.count] : []))
            return (.remove(ids: offsets.sorted().map { items[$0].id }), offsets.min()!...offsets.max()!)
        case .move:
            guard !items.isEmpty else { return nil }
            let offset = first % items.count
            let destination = second % items.count
            return (.move(id: items[offset].id, toPosition: destination + 1), min(offset, destination)...max(offset, destination))
        case .edit:
            guard !items.isEmpty else { return nil }
            let offset = first % items.count
            let title = second & 1 == 1 ? Self.titles[(second / 8) % Self.titles.count] : nil
            let notes = second & 2 == 2 ? (second & 4 == 4 ? "" : Self.notes[(second / 8) % Self.notes.count]) : nil
            return (.edit(id: items[offset].id, title: title, notes: notes), offset...offset)
        }
    }
}
