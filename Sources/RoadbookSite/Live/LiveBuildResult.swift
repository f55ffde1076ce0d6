import Diagnostics

/// What one build of the live site gave.
package enum LiveBuildResult: Sendable {
    /// The output is up to date: `changedPaths` are the site paths whose bytes changed (`locations/colosseum/`,
    /// `theme.css`); `builtCount` files were built.
    case built(changedPaths: [String], builtCount: Int, pageCount: Int, warnings: [Diagnostic])
    /// The content or a template has errors: the output is as the last good build left it.
    case failed(DiagnosticList)
}
