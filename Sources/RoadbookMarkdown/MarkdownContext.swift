/// Where a piece of Markdown comes from and where its HTML goes: for resolving links and placing diagnostics.
package struct MarkdownContext: Sendable {
    /// The file the Markdown is in, relative to the site root (`content/locations/colosseum.md`).
    package var sourcePath: String
    /// The line of that file where the Markdown starts (1 for a whole file, the line after the front matter for a
    /// body, the first line of a YAML block scalar for notes).
    package var firstLine: Int
    /// The columns to add to a Markdown column to get the file's column (the block scalar's indentation).
    package var columnOffset: Int
    /// From the page the HTML is on back to the site root: `""`, `"../"`, `"../../"`.
    package var rootPrefix: String
    /// Put before every heading id, so the headings of several pieces of Markdown on one page stay unique
    /// (`book-flights_` for a todo's notes on the todo list: content ids never hold `_`, so no heading id can be
    /// the id the theme gives a todo's row).
    package var headingIDPrefix: String
    /// Put after `fn-` and `fnref-` in every footnote id (`book-flights.` gives `fn-book-flights.1`): slugs and
    /// content ids never hold `.`, so a footnote id is never a heading's or a row's.
    package var footnoteIDPrefix: String
    /// Whether diagnostics carry columns (false when the Markdown's indentation in the file is not known).
    package var reportsColumns: Bool

    /// A context; `firstLine` is 1-based.
    package init(sourcePath: String, firstLine: Int = 1, columnOffset: Int = 0, rootPrefix: String, headingIDPrefix: String = "", footnoteIDPrefix: String = "",
        reportsColumns: Bool = true
    ) {
        self.sourcePath = sourcePath
        self.firstLine = firstLine
        self.columnOffset = columnOffset
        self.rootPrefix = rootPrefix
        self.headingIDPrefix = headingIDPrefix
        self.footnoteIDPrefix = footnoteIDPrefix
        self.reportsColumns = reportsColumns
    }
}
