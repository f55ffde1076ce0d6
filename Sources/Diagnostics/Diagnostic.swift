/// One problem in user input, printed the way compilers print them: `path:line:column: error: message`.
///
/// Messages follow one style across the project: lowercase, no final period, user input in single quotes.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    /// Error, warning or note.
    public let severity: Severity
    /// What is wrong, in the project's message style.
    public let message: String
    /// Where; `nil` for problems that belong to no file (a missing directory, say).
    public let location: SourceLocation?

    /// Creates a diagnostic.
    public init(_ severity: Severity, _ message: String, at location: SourceLocation?) {
        self.severity = severity
        self.message = message
        self.location = location
    }

    /// An error at `location`.
    public static func error(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.error, message, at: location)
    }

    /// A warning at `location`.
    public static func warning(_ message: String, at location: SourceLocation?) -> Diagnostic {
        Diagnostic(.warning, message, at: location)
    }

    /// Whether this diagnostic makes the command fail.
    public var isError: Bool { severity == .error }

    /// `path:line:column: severity: message` (or `severity: message` without a location).
    public var description: String {
        if let location {
            return "\(location): \(severity.rawValue): \(message)"
        }
        return "\(severity.rawValue): \(message)"
    }
}
