import Diagnostics

/// What loading a site gave, errors or not, so that a build can go on to find the problems of the rest (Markdown
/// links, templates) and report every problem of the run at once.
public struct SiteLoad: Sendable {
    /// The content. Without errors, all of it; with errors, what loaded without them: places and todos with errors
    /// are left out (their ids are in ``SiteContent/failedLocationIDs`` and ``SiteContent/failedTodoIDs``), and the
    /// settings are the defaults when `site.yaml` has errors. `nil` when the source cannot say.
    public let content: SiteContent?
    /// Whether `site.yaml` loaded without errors (its settings are in the content).
    public let hasValidConfig: Bool
    /// Every problem found, errors and warnings, sorted by file and position.
    public let diagnostics: [Diagnostic]

    /// A load's result.
    public init(content: SiteContent?, hasValidConfig: Bool, diagnostics: [Diagnostic]) {
        self.content = content
        self.hasValidConfig = hasValidConfig
        self.diagnostics = diagnostics
    }

    /// Whether any problem is an error.
    public var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}
