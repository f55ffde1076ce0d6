/// Prints diagnostics for a terminal: the compiler line, then the source line and a `^` caret when the text is known.
public struct DiagnosticFormatter: Sendable {
    /// Returns the source text of a path, so a snippet can be shown; `nil` leaves the snippet out.
    public typealias SourceProvider = @Sendable (String) -> String?

    private let sourceProvider: SourceProvider?

    /// A formatter; pass `sourceProvider` to print the offending line with a caret under the column.
    public init(sourceProvider: SourceProvider? = nil) {
        self.sourceProvider = sourceProvider
    }

    /// The diagnostic as one or more lines, ending without a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        var text = diagnostic.description
        guard let location = diagnostic.location, location.line > 0,
            let source = sourceProvider?(location.path),
            let line = LineIndex(source).text(ofLine: location.line)
        else { return text }
        text += "\n" + line
        if location.column > 0 {
            let prefix = line.unicodeScalars.prefix(location.column - 1).map { $0 == "\t" ? "\t" : " " }.joined()
            text += "\n" + prefix + "^"
        }
        return text
    }
}
