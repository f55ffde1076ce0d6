import Diagnostics

extension TodoEditError {
    /// The error as a diagnostic in the file at `path`, at its line and column when it has them.
    package func diagnostic(path: String) -> Diagnostic {
        let location = position.map { SourceLocation(path: path, line: $0.line, column: $0.column) } ?? SourceLocation(path: path)
        return .error(description, at: location)
    }
}
