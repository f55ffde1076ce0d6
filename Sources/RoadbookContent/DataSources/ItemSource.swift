import Diagnostics

/// Where one todo or place comes from, so that later stages (Markdown link checks) can report errors in
/// the user's file.
package struct ItemSource: Hashable, Sendable {
    /// The file, relative to the site root: `content/todos.yaml`, `content/locations/colosseum.md`.
    package let path: String
    /// Where the entry starts: the todo's mapping, or line 1 of a place file.
    package let location: SourceLocation
    /// The 1-based line where the Markdown text starts (a place's body, a todo's `notes`); `nil` without one.
    package let bodyStartLine: Int?

    /// Creates a source description.
    package init(path: String, location: SourceLocation, bodyStartLine: Int?) {
        self.path = path
        self.location = location
        self.bodyStartLine = bodyStartLine
    }

    /// The location of line `line` of the Markdown text (1 is its first line), at `column`; the entry's
    /// location when there is no Markdown text.
    package func locationInBody(line: Int, column: Int = 0) -> SourceLocation {
        guard let bodyStartLine else { return location }
        return SourceLocation(path: path, line: bodyStartLine + max(line, 1) - 1, column: column)
    }
}
