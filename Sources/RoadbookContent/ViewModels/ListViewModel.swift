import Foundation
import Observation

/// The todo list and its operations (the seed's `ListViewModel`): what a live site's pages read, and what a
/// `TodoChange` of the `todo` command changes.
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
package final class ListViewModel {
    /// The todo items, in list order.
    package private(set) var items: [ItemModel] = [] {
        didSet { itemsChanged() }
    }
    /// The offsets of the items not done yet, in list order. Changes only when they do: a view that reads it is not
    /// told about a new title.
    package private(set) var pendingOffsets: [Int] = []
    /// The items as observable objects, one per todo, in list order: what a live site's pages read. Replaced
    /// only when the order of ids changes; see ``apply(_:sources:)``.
    package private(set) var todoModels: [TodoModel] = []
    /// Each item's offset by id in URL form (ids are case-insensitive) and its neighbours, the same rule as the
    /// places'.
    @ObservationIgnored private var order = WrappingOrder(keys: [])

    /// A view model over `items`.
    package init(items: [ItemModel]) {
        self.items = items
        itemsChanged()
    }

    /// Derives the order and the pending offsets from ``items``; the offsets change only when they differ.
    private func itemsChanged() {
        order = WrappingOrder(keys: items.map { IdentifierValidator.urlForm(of: $0.id) })
        let pending = items.indices.filter { !items[$0].isCompleted }
        if pendingOffsets != pending { pendingOffsets = pending }
    }

    /// Create: appends a new, not completed item with the trimmed `title`, the `notes` as given and `id`, and
    /// returns it. Without an `id`, the id is derived from the title (`Buy the Roma Pass` → `buy-the-roma-pass`),
    /// with `-2`, `-3`, … when taken, so that it can be typed on the command line; a title without ASCII letters
    /// gets a UUID, as in the seed.
    ///
    /// When `id` is not a valid id or is taken (ignoring case), or the title breaks a rule (empty, shorter than 3,
    /// longer than 100 characters), nothing changes and the problem is thrown.
    @discardableResult
    package func add(title: String, id: String? = nil, notes: String? = nil) throws(ContentProblem) -> ItemModel {
        let item = try newItem(title: title, id: id, notes: notes)
        items.append(item)
        return item
    }

    /// Update: flips the completion of the item with `item`'s id (the stored one; same id); returns whether
    /// there was one.
    @discardableResult
    package func updateItem(_ item: ItemModel) -> Bool {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return false }
        items[index] = items[index].updateCompletion()
        return true
    }

    /// Edit: gives the item with `id` (ignoring case) the trimmed `title` and the `notes`, and returns it; it keeps
    /// its id (and so its page and the links to it) and its completion. `nil` leaves a field as it is; notes that
    /// are empty or only white space remove them. Returns `nil` when no item has `id`.
    ///
    /// The title follows the rules of ``add(title:id:notes:)`` (trimmed, 3 to 100 characters) and neither field may
    /// hold a control character other than tab and newline; when one is broken nothing changes and it is thrown.
    @discardableResult
    package func editItem(withID id: String, title: String?, notes: String?) throws(ContentProblem) -> ItemModel? {
        guard let index = index(ofID: id) else { return nil }
        let item = items[index]
        let newTitle = try title.map { text throws(ContentProblem) in try TitleValidator.validated(text) } ?? item.title
        let newNotes = notes.map { $0.trimmingWhitespace().isEmpty ? nil : $0 } ?? item.notes
        for (field, text) in [("title", newTitle), ("notes", newNotes ?? "")] {
            if let found = ControlCharacters.firstDisallowed(in: text) { throw .controlCharacter(found.scalar, field: field) }
        }
        let edited = ItemModel(id: item.id, title: newTitle, isCompleted: item.isCompleted, notes: newNotes)
        if edited != item { items[index] = edited }
        return edited
    }

    /// Delete: removes the items at `offsets`; offsets outside the list are ignored.
    package func deleteItems(at offsets: IndexSet) {
        let valid = offsets.filteredIndexSet { $0 >= 0 && $0 < items.count }
        guard !valid.isEmpty else { return }
        items.remove(atOffsets: valid)
    }

    /// Move: SwiftUI's `move(fromOffsets:toOffset:)` on ``items`` — `destination` counts in the list before
    /// the move. Offsets outside the list are ignored and `destination` is clamped to `0...count`.
    package func moveItems(from source: IndexSet, to destination: Int) {
        let valid = source.filteredIndexSet { $0 >= 0 && $0 < items.count }
        guard !valid.isEmpty else { return }
        items.move(fromOffsets: valid, toOffset: min(max(destination, 0), items.count))
    }

    /// Takes `newItems` (in list order) as the live todos: an existing todo object (same id) takes the fields that
    /// differ, a new id gets a new object, and ``todoModels`` is replaced only when the order of ids changed.
    package func apply(_ newItems: [ItemModel], sources: [String: ItemSource]) {
        var existing: [String: TodoModel] = [:]
        for model in todoModels { existing[model.id] = model }
        let updated = newItems.map { item in
            if let model = existing.removeValue(forKey: item.id) {
                model.update(item, source: sources[item.id])
                return model
            }
            return TodoModel(item, source: sources[item.id])
        }
        if updated.count != todoModels.count || zip(updated, todoModels).contains(where: { $0 !== $1 }) { todoModels = updated }
        if items != newItems { items = newItems }
    }

    /// The item whose id equals `id` ignoring case (ids are case-insensitive), if any.
    package func item(withID id: String) -> ItemModel? {
        index(ofID: id).map { items[$0] }
    }

    /// The offset of the item whose id equals `id` ignoring case, if any.
    package func index(ofID id: String) -> Int? {
        order.offset(of: IdentifierValidator.urlForm(of: id))
    }

    /// The offsets of every item's previous and next item, wrapping around (with one item, itself), in list order:
    /// what the pager of each todo's page links to.
    package var neighbours: [NeighbourOffsets] {
        items.indices.map(order.neighbours(ofOffset:))
    }

    /// The item ``add(title:id:notes:)`` appends, or the first rule it breaks: the id's, then the title's, then
    /// the one on control characters the loader applies to every text (so the list never holds an item that the
    /// file it is written to would refuse).
    private func newItem(title: String, id: String?, notes: String?) throws(ContentProblem) -> ItemModel {
        if let id {
            _ = try IdentifierValidator.validated(id)
            if let other = item(withID: id) { throw .identifierTaken(id, title: other.title) }
        }
        let trimmed = try TitleValidator.validated(title)
        for (field, text) in [("title", trimmed), ("notes", notes ?? "")] {
            if let found = ControlCharacters.firstDisallowed(in: text) { throw .controlCharacter(found.scalar, field: field) }
        }
        return ItemModel(id: id ?? newIdentifier(for: trimmed), title: trimmed, isCompleted: false, notes: notes)
    }

    private func newIdentifier(for title: String) -> String {
        let base = Slugifier.slug(from: title)
        guard !base.isEmpty else { return UUID().uuidString }
        var candidate = base
        var suffix = 2
        while index(ofID: candidate) != nil {
            candidate = "\(base)-\(suffix)"
            suffix += 1
        }
        return candidate
    }
}
