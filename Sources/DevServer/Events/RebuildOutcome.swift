/// What a rebuild did, as the server tells open pages.
package enum RebuildOutcome: Sendable, Equatable {
    /// The site was rebuilt: `changedPaths` are the site paths whose bytes changed (`locations/colosseum/`, `""` for
    /// the home page, `theme.css`). Open pages showing one of them reload; a changed stylesheet, script or image
    /// reloads every page.
    case rebuilt(changedPaths: [String])
    /// The site has errors, one compiler-style line each (`content/x.md:3:5: error: message`); open pages show them
    /// over the last good build, which is still served.
    case failed(diagnostics: [String])
}
