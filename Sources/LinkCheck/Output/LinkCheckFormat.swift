/// How a ``LinkCheckReport`` is printed (`--format`).
public enum LinkCheckFormat: String, Sendable, CaseIterable {
    /// Compiler-style lines, `file:line: error: message`, grouped by file, one line per kind of warning, then a
    /// summary line.
    case text
    /// One JSON array of every finding (warnings included), sorted by file then line.
    case json
    /// GitHub Actions workflow commands, `::error file=…,line=…::message`.
    case github
    /// A JUnit XML report (GitLab, Jenkins): one test case per page, its errors as the failure.
    case junit
    /// A SARIF 2.1.0 log (code scanning): one rule per kind, one result per finding.
    case sarif
    /// A Markdown summary for a pull request comment: the errors (new ones first with `--baseline`), then the
    /// findings counted by kind; the same text goes to `$GITHUB_STEP_SUMMARY`.
    case markdown
}
