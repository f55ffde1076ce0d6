import Observation
import RoadbookContent

/// One todo of the live site: an observable object per todo, so toggling one marks only the pages that read it.
///
/// Its fields change only when the value differs.
@Observable
package final class TodoModel: TodoRecord {
    package private(set) var id: String
    package private(set) var urlID: String
    package private(set) var title: String
    package private(set) var isCompleted: Bool
    package private(set) var notes: String?
    package private(set) var due: CalendarDate?
    package private(set) var source: ItemSource?
    /// The offsets of the todo before and after this one in the list, wrapping around.
    package private(set) var neighbours: NeighbourOffsets

    /// A model of `item`.
    package init(_ item: ItemModel, source: ItemSource?) {
        id = item.id
        urlID = IdentifierValidator.urlForm(of: item.id)
        title = item.title
        isCompleted = item.isCompleted
        notes = item.notes
        due = item.due
        self.source = source
        neighbours = NeighbourOffsets(previous: 0, next: 0)
    }

    /// Takes the fields of `item` that differ.
    func update(_ item: ItemModel, source: ItemSource?) {
        if id != item.id {
            id = item.id
            urlID = IdentifierValidator.urlForm(of: item.id)
        }
        if title != item.title { title = item.title }
        if isCompleted != item.isCompleted { isCompleted = item.isCompleted }
        if notes != item.notes { notes = item.notes }
        if due != item.due { due = item.due }
        if self.source != source { self.source = source }
    }

    /// Takes the neighbours when they differ.
    package func update(neighbours: NeighbourOffsets) {
        if self.neighbours != neighbours { self.neighbours = neighbours }
    }
}
