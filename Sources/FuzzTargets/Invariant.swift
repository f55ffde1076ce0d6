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
        // Lines are counted at line feeds by the snippet printer and at every break by libyaml: either will do.
        let shapes = [LineShape(text, atEveryBreak: false), LineShape(text, atEveryBreak: true)]
        for diagnostic in diagnostics {
            guard let location = diagnostic.location, location.path == path, location.line != 0 else { continue }
            require(
                shapes.contains { $0.contains(line: location.line, column: location.column) },
                "'\(diagnostic)' is not inside the file (\(shapes[0].count) line feeds, longest line \(shapes[0].longest) bytes)")
        }
    }

    /// Traps unless `list` holds at least one error, all positioned inside `text`.
    static func requireErrors(_ list: DiagnosticList, in text: [UInt8], path: String, what: String) {
        require(list.hasErrors, "\(what) failed without an error: \(list)")
        requirePositions(list.diagnostics, in: text, path: path)
    }
}
