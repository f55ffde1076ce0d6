import Mustache
import RoadbookContent

/// One todo in a list: title, done or pending, notes, link to its page.
package struct TodoRowViewModel: TemplateModel, Hashable, Sendable {
    /// The todo's id as used in URLs and as the row's HTML id (lower-case).
    package let id: String
    /// The title.
    package let title: String
    /// Relative URL of the todo's page.
    package let url: String
    /// Done or not.
    package let isCompleted: Bool
    /// `"Done"` or `"Pending"` (`todos.done`, `todos.pending`).
    package let statusLabel: String
    /// `"done"` or `"pending"`, for the row's class.
    package let statusClass: String
    /// The notes as HTML (rendered Markdown), empty when there are none.
    package let notesHTML: String
    /// Whether there are notes.
    package let hasNotes: Bool

    /// Describes one todo row, its status in the words of `strings`.
    package init(id: String, title: String, url: String, isCompleted: Bool, notesHTML: String, strings: StringTable = .english) {
        self.id = id
        self.title = title
        self.url = url
        self.isCompleted = isCompleted
        statusLabel = strings.text(isCompleted ? "todos.done" : "todos.pending")
        statusClass = isCompleted ? "done" : "pending"
        self.notesHTML = notesHTML
        hasNotes = !notesHTML.isEmpty
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("id", \.id),
        .field("title", \.title),
        .field("url", \.url),
        .field("isCompleted", \.isCompleted),
        .field("statusLabel", \.statusLabel),
        .field("statusClass", \.statusClass),
        .field("notesHTML", \.notesHTML),
        .field("hasNotes", \.hasNotes),
    ])
}
