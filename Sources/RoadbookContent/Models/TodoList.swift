import Foundation

/// The todo list and its rules, as a value (the operations of the seed's `ListViewModel`): add, update, edit,
/// delete and move, each refusing what the seed refuses and changing nothing then. ``TodoChange`` makes its
/// changes here, for the `todo` command, the fuzzer and the browser alike; the live site's ``ListViewModel`` holds
/// one and publishes its changes.
package struct TodoList: Hashable, Sendable {
    /// The todo items, in list order.
    package private(set) var items: [ItemModel] {
        didSet { order = Self.order(of: items) }
    }
    /// Each item's offset by id in URL form (ids are case-insensitive) and its neighbours, the same rule as the
    /// places'.
    private var order: WrappingOrder

    /// A list of `items`.
    package init(items: [ItemModel]) {
        self.items = items
        order = Self.order(of: items)
    }

    private static func order(of items: [ItemModel]) -> WrappingOrder {
        WrappingOrder(keys: items.map(\.urlID))
    }

    package static func == (left: TodoList, right: TodoList) -> Bool { left.items == right.items }
    package func hash(into hasher: inout Hasher) { hasher.combine(items) }

    /// Create: appends a new, not completed item with the trimmed `title`, the `notes` as given and `id`, and
    /// returns it. Without an `id`, the id is derived from the title (`Buy the Roma Pass` → `buy-the-roma-pass`),
    /// with `-2`, `-3`, … when taken, so that it can be typed on the command line; a title without ASCII letters
    /// gets a UUID, as in the seed.
    ///
    /// When `id` is not a valid id or is taken (ignoring case), or the title breaks a rule (empty, shorter than 3,
    /// longer than 100 characters), nothing changes and the problem is thrown.
    @discardableResult
    package mutating func add(title: String, id: String? = nil, notes: String? = nil) throws(ContentProblem) -> ItemModel {
        let item = try newItem(title: title, id: id, notes: notes)
        items.append(item)
        return item
    }

    /// Update: flips the completion of the item with `item`'s id (the stored one; same id); returns whether
    /// there was one.
    @discardableResult
    package mutating func updateItem(_ item: ItemModel) -> Bool {
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
    package mutating func editItem(withID id: String, title: String?, notes: String?) throws(ContentProblem) -> ItemModel? {
        guard let index = index(ofID: id) else { return nil }
        let item = items[index]
        let newTitle = try title.map { text throws(ContentProblem) in try TitleValidator.validated(text) } ?? item.title
        let newNotes = notes.map { $0.trimmingWhitespace().isEmpty ? nil : $0 } ?? item.notes
        try Self.checkControlCharacters(title: newTitle, notes: newNotes)
        let edited = ItemModel(id: item.id, title: newTitle, isCompleted: item.isCompleted, notes: newNotes, due: item.due)
        if edited != item { items[index] = edited }
        return edited
    }

    /// Delete: removes the items at `offsets`; offsets outside the list are ignored.
    package mutating func deleteItems(at offsets: IndexSet) {
        let valid = offsets.filteredIndexSet { $0 >= 0 && $0 < items.count }
        guard !valid.isEmpty else { return }
        items.remove(atOffsets: valid)
    }

    /// Move: SwiftUI's `move(fromOffsets:toOffset:)` on ``items`` — `destination` counts in the list before
    /// the move. Offsets outside the list are ignored and `destination` is clamped to `0...count`.
    package mutating func moveItems(from source: IndexSet, to destination: Int) {
        let valid = source.filteredIndexSet { $0 >= 0 && $0 < items.count }
        guard !valid.isEmpty else { return }
        items.move(fromOffsets: valid, toOffset: min(max(destination, 0), items.count))
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
        order.allNeighbours
    }

    /// The offsets of the items not done yet, in list order.
    package var pendingOffsets: [Int] {
        items.indices.filter { !items[$0].isCompleted }
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
        try Self.checkControlCharacters(title: trimmed, notes: notes)
        return ItemModel(id: id ?? newIdentifier(for: trimmed), title: trimmed, isCompleted: false, notes: notes)
    }

    private static func checkControlCharacters(title: String, notes: String?) throws(ContentProblem) {
        for (field, text) in [("title", title), ("notes", notes ?? "")] {
            if let found = ControlCharacters.firstDisallowed(in: text) { throw .controlCharacter(found.scalar, field: field) }
        }
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
