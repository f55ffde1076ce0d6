import Diagnostics

/// A Markdown link to a todo (`../todos.yaml#book-flights`), where it is written.
package struct TodoLink: Hashable, Sendable {
    /// The id of the todo it links to, as the list writes it.
    package let todoID: String
    /// Where the link is: a place's description (with a column) or a todo's notes.
    package let location: SourceLocation

    /// A link to `todoID` at `location`.
    package init(todoID: String, location: SourceLocation) {
        self.todoID = todoID
        self.location = location
    }
}
