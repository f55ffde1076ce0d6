import Diagnostics
import Foundation

/// The result of checking a site: every finding, and what was checked.
public struct LinkCheckReport: Sendable {
    /// Every finding, sorted by file, then line, then document order.
    public internal(set) var findings: [Finding]
    /// How many HTML files were checked.
    public let fileCount: Int
    /// How many references were checked against the site (external and other-scheme URLs excluded).
    public let referenceCount: Int
    /// How many external references (`http:`, `https:`, `//host`) there were: skipped, or fetched with `--external`.
    public let externalCount: Int
    /// How long the check took.
    public internal(set) var duration: Duration
    /// How many distinct external URLs were fetched or found in the cache (`--external`); `nil` when none were.
    public internal(set) var checkedExternalURLCount: Int?
    /// A base path (`/ozbekiston/`) under which every broken root-relative URL of the site would resolve, when
    /// the check ran without one and there is such a path; `nil` otherwise.
    public internal(set) var suggestedBasePath: String?
    /// The external references, collected for ``ExternalLinkChecker`` (empty unless asked for).
    var externalReferences: [ExternalReference] = []
    /// The pages checked, relative to the site root, sorted by bytes (pages left out by `--ignore-file` are
    /// not among them); a report made by hand may leave it empty.
    public let pages: [String]

    /// Creates a report.
    public init(
        findings: [Finding], fileCount: Int, referenceCount: Int, externalCount: Int, duration: Duration,
        pages: [String] = []
    ) {
        self.pages = pages
        self.findings = findings
        self.fileCount = fileCount
        self.referenceCount = referenceCount
        self.externalCount = externalCount
        self.duration = duration
    }

    /// Whether any finding is an error (the exit code is then 1).
    public var hasErrors: Bool { findings.contains { $0.severity == .error } }

    /// How many findings are errors.
    public var errorCount: Int { findings.count { $0.severity == .error } }

    /// How many findings are warnings.
    public var warningCount: Int { findings.count { $0.severity == .warning } }

    /// The findings as compiler-style diagnostics (paths relative to the site root), for callers that print
    /// diagnostics of their own, such as `roadbook generate --check`.
    public var diagnostics: [Diagnostic] { findings.map(\.diagnostic) }
}
