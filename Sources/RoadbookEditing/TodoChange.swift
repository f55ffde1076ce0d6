import Diagnostics
import Foundation
import RoadbookContent

/// One change of a todo list, as a value: what `roadbook todo add|toggle|done|undo|remove|move|rename|notes` asks for, what the
/// fuzzer makes at random, and what the browser may send. ``apply(to:path:)`` is the one implementation of each
/// change's rule; ``TodoFileStore/apply(_:allowBreakingLinks:)`` makes it in the file.
///
/// Items are named by id (compared ignoring case, as ids are).
package enum TodoChange: Hashable, Sendable {
    /// Appends a new, not completed item: the trimmed `title`, `notes` as given, and `id` (derived from the title
    /// when `nil`).
    case add(title: String, id: String?, notes: String?)
    /// Makes each item's completion what `completion` says.
    case complete(ids: [String], Completion)
    /// Removes the items.
    case remove(ids: [String])
    /// Moves the item so that it ends up at `position` (1-based, as people count).
    case move(id: String, toPosition: Int)
    /// Gives the item a new title (trimmed; `nil`: kept) and new notes (`nil`: kept; empty or blank: removed),
    /// keeping its id.
    case edit(id: String, title: String?, notes: String?)

    /// What ``complete(ids:_:)`` makes of an item's completion.
    package enum Completion: Hashable, Sendable {
        /// Flips it.
        case toggle
        /// Done.
        case done
        /// Not done.
        case undo
    }

    /// Makes the change in `list`, the items of the todo file at `path` (for messages); returns the items it
    /// concerns, as they are after it: the added item, the completed ones, the removed ones (as they were), the
    /// moved one. Throws, changing nothing, when the list's rules refuse it.
    @discardableResult
    package func apply(to list: inout TodoList, path: String) throws(DiagnosticList) -> [ItemModel] {
        switch self {
        case .add(let title, let id, let notes):
            do throws(ContentProblem) {
                return [try list.add(title: title, id: id, notes: notes)]
            } catch {
                throw DiagnosticList([error.diagnostic(at: nil)])
            }
        case .complete(let ids, let completion):
            for id in ids {
                guard let item = list.item(withID: id) else { continue }
                let flips =
                    switch completion {
                    case .toggle: true
                    case .done: !item.isCompleted
                    case .undo: item.isCompleted
                    }
                if flips { list.updateItem(item) }
            }
            return ids.compactMap { list.item(withID: $0) }
        case .remove(let ids):
            let offsets = ids.compactMap(list.index(ofID:))
            let removed = offsets.map { list.items[$0] }
            list.deleteItems(at: IndexSet(offsets))
            return removed
        case .move(let id, let position):
            guard let offset = list.index(ofID: id) else { return [] }
            let count = list.items.count
            guard position >= 1, position <= count else {
                let size = count == 1 ? "1 item" : "\(count) items"
                throw DiagnosticList([.error("position \(position) is out of range; '\(path)' has \(size)", at: nil)])
            }
            let destination = position - 1
            // SwiftUI's toOffset counts in the list before the move.
            list.moveItems(from: IndexSet(integer: offset), to: destination > offset ? destination + 1 : destination)
            return [list.items[destination]]
        case .edit(let id, let title, let notes):
            do throws(ContentProblem) {
                return try list.editItem(withID: id, title: title, notes: notes).map { [$0] } ?? []
            } catch {
                throw DiagnosticList([error.diagnostic(at: nil)])
            }
        }
    }

    /// The ids of new items to write even when the title would derive them: the id an add was given.
    package var explicitIDs: Set<String> {
        if case .add(_, let id?, _) = self { return [id] }
        return []
    }

    /// The ids to move when a new order can be reached by moving one item or another: the moved item's.
    package var preferredMoves: Set<String> {
        if case .move(let id, _) = self { return [id] }
        return []
    }
}
