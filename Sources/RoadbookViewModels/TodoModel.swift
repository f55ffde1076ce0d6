import Observation
import RoadbookContent

/// One todo of the live site: an observable object per todo that holds the loaded ``ItemModel`` and tells who read
/// which of its fields, so toggling one marks only the pages that read its completion.
///
/// A field changes for its readers only when its value differs.
@Observable
@dynamicMemberLookup
package final class TodoModel: TodoRecord {
    /// The item as last loaded, unobserved: pages read it field by field (``subscript(dynamicMember:)``); this
    /// module's bookkeeping reads it whole.
    @ObservationIgnored private(set) var item: ItemModel
    package private(set) var source: ItemSource?
    /// The offsets of the todo before and after this one in the list, wrapping around.
    package private(set) var neighbours: NeighbourOffsets

    /// A model of `item`.
    package init(_ item: ItemModel, source: ItemSource?) {
        self.item = item
        self.source = source
        neighbours = NeighbourOffsets(previous: 0, next: 0)
    }

    /// Every stored field of ``ItemModel``, and its `urlID` (what the links to it read), each observed on its own.
    static let fields = ObservedFields(of: \TodoModel.item, \.id, \.urlID, \.title, \.isCompleted, \.notes, \.due)

    /// The field of the item at `field`, its readers tracked for that field alone.
    package subscript<Value>(dynamicMember field: KeyPath<ItemModel, Value>) -> Value {
        Self.fields.access(field, of: self, registrar: _$observationRegistrar)
        return item[keyPath: field]
    }

    /// Takes `new` and its source, telling the readers of each field that differs.
    func update(_ new: ItemModel, source: ItemSource?) {
        _ = Self.fields.replace(item, with: new, in: self, registrar: _$observationRegistrar) { item = new }
        if self.source != source { self.source = source }
    }

    /// Takes the neighbours when they differ.
    package func update(neighbours: NeighbourOffsets) {
        if self.neighbours != neighbours { self.neighbours = neighbours }
    }
}
