import Diagnostics

/// The diagnostics of one load, with a running error count so that each entry can tell cheaply whether it
/// added errors (``DiagnosticsEngine/errorCount`` counts from scratch each time).
///
/// Not thread-safe: a parallel load gives each job its own and appends them, in file order, to the load's.
final class LoadDiagnostics {
    private var collected: [Diagnostic] = []

    /// How many errors have been emitted so far.
    private(set) var errorCount = 0

    /// Adds one diagnostic.
    func emit(_ diagnostic: Diagnostic) {
        collected.append(diagnostic)
        if diagnostic.isError { errorCount += 1 }
    }

    /// Adds several diagnostics.
    func emit(contentsOf diagnostics: some Sequence<Diagnostic>) {
        for diagnostic in diagnostics { emit(diagnostic) }
    }

    /// Adds what `other` collected, in the order it was emitted.
    func emit(contentsOf other: LoadDiagnostics) {
        collected.append(contentsOf: other.collected)
        errorCount += other.errorCount
    }

    /// Whether any error was emitted.
    var hasErrors: Bool { errorCount > 0 }

    /// Everything, sorted by file, line and column (those without a location first), duplicates removed.
    var diagnostics: [Diagnostic] {
        let engine = DiagnosticsEngine()
        engine.emit(contentsOf: collected)
        return engine.diagnostics
    }
}
