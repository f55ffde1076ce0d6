/// How a ``LinkCheckReport`` is printed (`--format`).
public enum LinkCheckFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines, `file:line: error: message`, grouped by file, then a summary line.
    case text
    /// One JSON array of findings, sorted by file then line.
    case json
    /// GitHub Actions workflow commands, `::error file=…,line=…::message`.
    case github
}
