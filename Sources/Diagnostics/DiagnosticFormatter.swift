/// Prints diagnostics for a terminal: the compiler line, then the source line and a `^` caret when the text is known.
///
/// Everything printed is untrusted text made visible (``VisibleText``): a control character in a file or a message
/// shows as `^[`, never acts on the terminal. A long source line is cut to a window around the column.
public struct DiagnosticFormatter: Sendable {
    /// Returns the source text of a path, so a snippet can be shown; `nil` leaves the snippet out.
    public typealias SourceProvider = @Sendable (String) -> String?

    /// The most characters of a source line shown around the column; longer lines are cut, marked with `…`.
    public static let snippetWidth = 120

    private let sourceProvider: SourceProvider?

    /// A formatter; pass `sourceProvider` to print the offending line with a caret under the column.
    public init(sourceProvider: SourceProvider? = nil) {
        self.sourceProvider = sourceProvider
    }

    /// The diagnostic as one or more lines, ending without a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var text = VisibleText.visible(diagnostic.description)
        guard let location = diagnostic.location, location.line > 0,
            let source = sourceProvider?(location.path),
            let line = LineIndex(source).text(ofLine: location.line)
        else { return text }
        let snippet = Self.snippet(of: line, column: location.column)
        text += "\n" + snippet.line
        if let caretColumn = snippet.caretColumn { text += "\n" + caretColumn + "^" }
        return text
    }

    /// The line as shown (visible, cut to a window around `column`) and the text before the caret (spaces, tabs
    /// where the line has them, so the caret lines up), or `nil` without a column.
    static func snippet(of line: String, column: Int) -> (line: String, caretColumn: String?) {
        let scalars = Array(line.unicodeScalars)
        let index = max(0, column - 1)
        var start = 0
        var end = scalars.count
        if scalars.count > snippetWidth {
            start = max(0, min(index - snippetWidth / 2, scalars.count - snippetWidth))
            end = min(scalars.count, start + snippetWidth)
        }
        func shown(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return VisibleText.visible(String(view), keepingLineBreaks: true)
        }
        let lead = start > 0 ? "…" : ""
        let shownLine = lead + shown(start..<end) + (end < scalars.count ? "…" : "")
        guard column > 0 else { return (shownLine, nil) }
        let before = lead + shown(start..<min(max(start, index), end))
        let caretColumn = before.unicodeScalars.map { $0 == "\t" ? "\t" : " " }.joined()
        return (shownLine, caretColumn)
    }
}
