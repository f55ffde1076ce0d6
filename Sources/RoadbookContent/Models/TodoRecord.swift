/// One todo as a page reads it, field by field.
package protocol TodoRecord {
    /// The id as written.
    var id: String { get }
    /// The id in URL form (lower case): its page's folder and its row's HTML id.
    var urlID: String { get }
    /// What to do.
    var title: String { get }
    /// Whether it is done.
    var isCompleted: Bool { get }
    /// Optional Markdown notes.
    var notes: String? { get }
    /// When it should be done by (`due:`); `nil` when not given.
    var due: CalendarDate? { get }
    /// Where it comes from, for diagnostics.
    var source: ItemSource? { get }
}
