import Foundation

/// One entry of the todo list: the seed's immutable `ItemModel`, with optional Markdown notes.
///
/// The key names are the iOS app's, so the JSON it persists can be read as it is. Change an item only
/// through methods that return a new one, such as ``updateCompletion()``, which keeps the id.
package struct ItemModel: Identifiable, Hashable, Sendable, Codable {
    /// Letters, digits and `-`; unique ignoring case within the list. A new UUID string when not given.
    package let id: String
    /// What to do, trimmed, 3…100 characters.
    package let title: String
    /// Whether it is done.
    package let isCompleted: Bool
    /// Optional Markdown shown on the item's page.
    package let notes: String?
    /// When it should be done by (`due: 2027-04-01`); `nil` when not given.
    package let due: CalendarDate?

    /// Creates an item; without an `id` it gets a new UUID string, as in the seed.
    package init(id: String = UUID().uuidString, title: String, isCompleted: Bool = false, notes: String? = nil, due: CalendarDate? = nil) {
        self.id = id
        self.title = title
        self.isCompleted = isCompleted
        self.notes = notes
        self.due = due
    }

    /// The id in URL form (lower case): its page's folder and its row's HTML id.
    package var urlID: String { IdentifierValidator.urlForm(of: id) }

    /// The same item with `title` as its title (its id stays, even one derived from the old title).
    package func withTitle(_ title: String) -> ItemModel {
        ItemModel(id: id, title: title, isCompleted: isCompleted, notes: notes, due: due)
    }

    /// The same item (same id, title and notes) with the completion flag flipped.
    package func updateCompletion() -> ItemModel {
        ItemModel(id: id, title: title, isCompleted: !isCompleted, notes: notes, due: due)
    }
}
