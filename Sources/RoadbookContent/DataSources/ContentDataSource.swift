import Diagnostics

/// Where a site's content comes from. The seed: "with a backend, only `init` changes" — view models and the
/// generator read content only through this protocol.
package protocol ContentDataSource: Sendable {
    /// Loads and validates everything: settings, todos, places, images.
    ///
    /// Throws every error found (not only the first), with warnings among them; on success the warnings are
    /// in ``SiteContent/warnings``.
    func loadSite() throws(DiagnosticList) -> SiteContent

    /// Loads everything that loads, errors or not, so that a build can report the problems of the rest too.
    func loadKeepingWhatLoaded() -> SiteLoad
}

extension ContentDataSource {
    /// ``loadSite()``, with nothing kept when it fails.
    package func loadKeepingWhatLoaded() -> SiteLoad {
        do {
            let content = try loadSite()
            return SiteLoad(content: content, hasValidConfig: true, diagnostics: content.warnings)
        } catch {
            return SiteLoad(content: nil, hasValidConfig: false, diagnostics: error.diagnostics)
        }
    }
}
