/// A collection of diagnostics thrown as one error, so that a run reports every problem, not only the first.
public struct DiagnosticList: Error, Sendable, CustomStringConvertible {
    /// The diagnostics, in the order they were found.
    public var diagnostics: [Diagnostic]

    /// Wraps `diagnostics`.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// Whether any of them is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }

    /// One diagnostic a line.
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}
