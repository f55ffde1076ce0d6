import Diagnostics

/// One problem in a checked site: a broken reference or a warning, at a line of an HTML file.
public struct Finding: Codable, Sendable, Hashable {
    /// The HTML file, relative to the site root (`blog/index.html`).
    public let file: String
    /// The 1-based line of the element's start tag.
    public let line: Int
    /// The URL as written (character references decoded, white space trimmed); `""` for an empty one.
    public let url: String
    /// What sort of problem it is.
    public let kind: FindingKind
    /// `error` or `warning` (warnings become errors with `--strict`).
    public let severity: Severity
    /// What is wrong, in the project's message style: `broken link 'x.html' (no such file)`.
    public let message: String

    /// Creates a finding.
    public init(file: String, line: Int, url: String, kind: FindingKind, severity: Severity, message: String) {
        self.file = file
        self.line = line
        self.url = url
        self.kind = kind
        self.severity = severity
        self.message = message
    }

    /// The finding as a compiler-style diagnostic (`file:line: error: message`).
    public var diagnostic: Diagnostic {
        Diagnostic(severity, message, at: SourceLocation(path: file, line: line))
    }

    /// The same finding with another severity.
    func with(severity: Severity) -> Finding {
        Finding(file: file, line: line, url: url, kind: kind, severity: severity, message: message)
    }
}
