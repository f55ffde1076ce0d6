import Diagnostics

/// Checks of the harnesses: a violated invariant stops the process with a message, so that libFuzzer keeps the
/// input as a crash and a replay names what went wrong.
enum Invariant {
    /// Traps with `message` unless `condition` holds.
    static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        if !condition() { fatalError("invariant violated: \(message())", file: file, line: line) }
    }

    /// Traps unless every diagnostic about `path` has a position inside `text` (line 0 means the whole file),
    /// and unless a failed load reported at least one error.
    static func requirePositions(_ diagnostics: [Diagnostic], in text: [UInt8], path: String) {
        let lines = LineShape(text)
        for diagnostic in diagnostics {
            guard let location = diagnostic.location, location.path == path, location.line != 0 else { continue }
            require(
                location.line >= 1 && location.line <= lines.count + 1,
                "'\(diagnostic)' is on a line the file does not have (\(lines.count) lines)")
            require(
                location.column >= 0 && location.column <= lines.longest + 2,
                "'\(diagnostic)' is at a column no line reaches (longest line: \(lines.longest) bytes)")
        }
    }

    /// Traps unless `list` holds at least one error, all positioned inside `text`.
    static func requireErrors(_ list: DiagnosticList, in text: [UInt8], path: String, what: String) {
        require(list.hasErrors, "\(what) failed without an error: \(list)")
        requirePositions(list.diagnostics, in: text, path: path)
    }
}
