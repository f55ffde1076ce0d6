import Diagnostics

/// One problem in a checked site: a broken reference or a warning, at a line of an HTML file.
public struct Finding: Codable, Sendable, Hashable {
    /// The HTML file, relative to the site root (`blog/index.html`).
    public let file: String
    /// The 1-based line of the element's start tag (of the URL in a style sheet or `_redirects`); 0 when unknown.
    public let line: Int
    /// The 1-based column of the URL in a style sheet (a `.css` file or a `<style>` element); 0 when unknown (the
    /// references of HTML elements have a line only).
    public let column: Int
    /// The URL as written (character references decoded, white space trimmed); `""` for an empty one.
    public let url: String
    /// What sort of problem it is.
    public let kind: FindingKind
    /// `error` or `warning` (warnings become errors with `--strict`).
    public let severity: Severity
    /// What is wrong, in the project's message style: `broken link 'x.html' (no such file)`.
    public let message: String

    /// Creates a finding.
    public init(
        file: String, line: Int, column: Int = 0, url: String, kind: FindingKind, severity: Severity, message: String
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.url = url
        self.kind = kind
        self.severity = severity
        self.message = message
    }

    private enum CodingKeys: String, CodingKey {
        case file, line, column, url, kind, severity, message
    }

    /// Decodes a finding; `column` may be absent (output of versions without it, and findings without one).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        file = try container.decode(String.self, forKey: .file)
        line = try container.decode(Int.self, forKey: .line)
        column = try container.decodeIfPresent(Int.self, forKey: .column) ?? 0
        url = try container.decode(String.self, forKey: .url)
        kind = try container.decode(FindingKind.self, forKey: .kind)
        severity = try container.decode(Severity.self, forKey: .severity)
        message = try container.decode(String.self, forKey: .message)
    }

    /// The finding as a compiler-style diagnostic (`file:line:column: error: message`).
    public var diagnostic: Diagnostic {
        Diagnostic(severity, message, at: SourceLocation(path: file, line: line, column: column))
    }

    /// The same finding with another severity.
    func with(severity: Severity) -> Finding {
        Finding(file: file, line: line, column: column, url: url, kind: kind, severity: severity, message: message)
    }
}
