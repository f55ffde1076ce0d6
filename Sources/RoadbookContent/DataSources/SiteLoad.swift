import Diagnostics

/// What loading a site gave, errors or not, so that a build can go on to find the problems of the rest (Markdown
/// links, templates) and report every problem of the run at once.
package struct SiteLoad: Sendable {
    /// The content. Without errors, all of it; with errors, what loaded without them: places and todos with errors
    /// are left out (their ids are in ``SiteContent/failedPlaceIDs`` and ``SiteContent/failedTodoIDs``), and the
    /// settings are the defaults when `site.yaml` has errors. `nil` when the source cannot say.
    package let content: SiteContent?
    /// Whether `site.yaml` loaded without errors (its settings are in the content).
    package let hasValidConfig: Bool
    /// Every problem found, errors and warnings, sorted by file and position.
    package let diagnostics: [Diagnostic]

    /// A load's result.
    package init(content: SiteContent?, hasValidConfig: Bool, diagnostics: [Diagnostic]) {
        self.content = content
        self.hasValidConfig = hasValidConfig
        self.diagnostics = diagnostics
    }

    /// Whether any problem is an error.
    package var hasErrors: Bool { diagnostics.contains(where: \.isError) }
}
