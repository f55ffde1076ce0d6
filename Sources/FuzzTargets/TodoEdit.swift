import Foundation
import RoadbookContent

/// The edit a `todo-edit` input asks for: its first four bytes choose the operation, its parameters and the file
/// format; the rest is the todo file.
struct TodoEdit {
    enum Operation: CaseIterable {
        case add, toggle, remove, move
    }

    /// Titles an added item may get: plain, with an existing-looking id, without ASCII letters, too short.
    static let titles = ["Buy the Roma Pass", "See the Louvre", "Übersee: café", "日本語のタイトル", "ab", "  spaced out  ", "x: y # z"]

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

    /// Applies the edit to `viewModel` as the `todo` command would; returns the ids to prefer moving, and the
    /// range of items (by their index in the file, `count` for the end) whose text may change, or `nil` when
    /// the command would refuse before editing.
    func apply(to viewModel: inout ListViewModel) -> (preferMoving: Set<String>, affected: ClosedRange<Int>)? {
        let items = viewModel.items
        switch operation {
        case .add:
            let title = Self.titles[first % Self.titles.count]
            let id = second & 1 == 1 ? "fuzz-\(second)" : nil
            let notes = second & 2 == 2 ? "Notes with *Markdown*\nand: a colon" : nil
            if let id, viewModel.item(withID: id) != nil { return nil }
            if viewModel.addItem(title: title) != nil { return nil }
            if id != nil || notes != nil, let derived = viewModel.items.last {
                let item = ItemModel(id: id ?? derived.id, title: derived.title, isCompleted: false, notes: notes)
                viewModel = ListViewModel(items: viewModel.items.dropLast() + [item])
            }
            return ([], items.count...items.count)
        case .toggle:
            guard !items.isEmpty else { return nil }
            viewModel.updateItem(items[first % items.count])
            return ([], (first % items.count)...(first % items.count))
        case .remove:
            guard !items.isEmpty else { return nil }
            let offsets = Set([first % items.count] + (second & 1 == 1 ? [(second / 2) % items.count] : []))
            viewModel.deleteItems(at: IndexSet(offsets))
            return ([], offsets.min()!...offsets.max()!)
        case .move:
            guard !items.isEmpty else { return nil }
            let offset = first % items.count
            let destination = second % items.count
            viewModel.moveItems(from: IndexSet(integer: offset), to: destination > offset ? destination + 1 : destination)
            return ([items[offset].id], min(offset, destination)...max(offset, destination))
        }
    }
}
