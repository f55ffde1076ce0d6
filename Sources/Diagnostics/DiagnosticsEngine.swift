import Parallelism

/// Collects diagnostics from every stage of a run, so all of them are reported before the exit code is decided.
///
/// Thread-safe: parallel stages may add to it at once, or each job may fill its own and add it, in job order,
/// to the run's (`emit(contentsOf:)` of an engine).
public final class DiagnosticsEngine: Sendable {
    /// What was collected, in the order it came, and how many of them are errors.
    private struct Collected {
        var diagnostics: [Diagnostic] = []
        var errors = 0

        mutating func append(_ diagnostic: Diagnostic) {
            diagnostics.append(diagnostic)
            if diagnostic.isError { errors += 1 }
        }
    }

    private let collected = Locked(Collected())

    /// An empty engine.
    public init() {}

    /// Adds one diagnostic.
    public func emit(_ diagnostic: Diagnostic) {
        collected.withLock { $0.append(diagnostic) }
    }

    /// Adds several diagnostics.
    public func emit<S: Sequence>(contentsOf diagnostics: S) where S.Element == Diagnostic {
        collected.withLock { collected in
            for diagnostic in diagnostics { collected.append(diagnostic) }
        }
    }

    /// Adds what `other` collected, in the order it was emitted.
    public func emit(contentsOf other: DiagnosticsEngine) {
        let theirs = other.collected.withLock { $0 }
        collected.withLock { collected in
            collected.diagnostics.append(contentsOf: theirs.diagnostics)
            collected.errors += theirs.errors
        }
    }

    /// Adds an error that has a location.
    public func error(_ message: String, at location: SourceLocation?) {
        emit(.error(message, at: location))
    }

    /// Adds a warning that has a location.
    public func warning(_ message: String, at location: SourceLocation?) {
        emit(.warning(message, at: location))
    }

    /// Everything collected, sorted by file, line and column (those without a location first), duplicates removed.
    public var diagnostics: [Diagnostic] {
        let all = collected.withLock { $0.diagnostics }
        var seen = Set<Diagnostic>()
        let unique = all.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { a, b in
            switch (a.element.location, b.element.location) {
            case (nil, nil): return a.offset < b.offset
            case (nil, _): return true
            case (_, nil): return false
            case let (l?, r?): return l == r ? a.offset < b.offset : l < r
            }
        }.map(\.element)
    }

    /// Whether any error was collected.
    public var hasErrors: Bool {
        collected.withLock { $0.errors > 0 }
    }

    /// How many errors were collected (kept as they come, so a job can cheaply tell whether it added any).
    public var errorCount: Int {
        collected.withLock { $0.errors }
    }
}
