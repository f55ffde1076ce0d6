import Foundation
import Observation
import RoadbookContent

/// The live todo list (the seed's `ListViewModel`): what a live site's pages read, told when a build brings
/// new items. Its rules are ``TodoList``'s, the value it holds; a change is made to the file (``TodoChange``)
/// and reaches the view model with the next build (``apply(_:sources:)``).
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
package final class ListViewModel {
    /// The list, its rules and its order.
    package private(set) var list: TodoList {
        didSet { listChanged() }
    }
    /// The offsets of the items not done yet, in list order. Changes only when they do: a view that reads it is not
    /// told about a new title.
    package private(set) var pendingOffsets: [Int] = []
    /// The items as observable objects, one per todo, in list order: what a live site's pages read. Replaced
    /// only when the order of ids changes; see ``apply(_:sources:)``.
    package private(set) var todoModels: [TodoModel] = []

    /// The todo items, in list order.
    package var items: [ItemModel] { list.items }

    /// A view model over `items`.
    package init(items: [ItemModel]) {
        list = TodoList(items: items)
        listChanged()
    }

    /// The pending offsets change only when they differ.
    private func listChanged() {
        let pending = list.pendingOffsets
        if pendingOffsets != pending { pendingOffsets = pending }
    }

    /// Takes `newItems` (in list order) as the live todos: an existing todo object (same id) takes the fields that
    /// differ, a new id gets a new object, and ``todoModels`` is replaced only when the order of ids changed.
    package func apply(_ newItems: [ItemModel], sources: [String: ItemSource]) {
        var existing: [String: TodoModel] = [:]
        for model in todoModels { existing[model.item.id] = model }
        let updated = newItems.map { item in
            if let model = existing.removeValue(forKey: item.id) {
                model.update(item, source: sources[item.id])
                return model
            }
            return TodoModel(item, source: sources[item.id])
        }
        if updated.count != todoModels.count || zip(updated, todoModels).contains(where: { $0 !== $1 }) { todoModels = updated }
        if list.items != newItems { list = TodoList(items: newItems) }
    }

    /// The item whose id equals `id` ignoring case (ids are case-insensitive), if any.
    package func item(withID id: String) -> ItemModel? {
        list.item(withID: id)
    }

    /// The offset of the item whose id equals `id` ignoring case, if any.
    package func index(ofID id: String) -> Int? {
        list.index(ofID: id)
    }

    /// The offsets of every item's previous and next item, wrapping around (with one item, itself), in list order:
    /// what the pager of each todo's page links to.
    package var neighbours: [NeighbourOffsets] {
        list.neighbours
    }
}
