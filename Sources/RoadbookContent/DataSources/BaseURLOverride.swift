import Diagnostics

/// A site whose `baseURL` is given rather than read from `site.yaml` (`roadbook generate --base-url`): for a
/// host that says at build time where the site will be, as GitHub Pages does (`actions/configure-pages`'
/// `base_url`). Everything else loads from `base` as it is.
package struct BaseURLOverride: ContentDataSource {
    /// Where the site loads from.
    package let base: any ContentDataSource
    /// The address used instead of `site.yaml`'s, with a slash at its end.
    package let baseURL: String

    /// `base` with `baseURL` (a slash is added at its end when it has none: `https://x.github.io/trip` is the
    /// folder `trip/`).
    package init(_ base: any ContentDataSource, baseURL: String) {
        self.base = base
        self.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
    }

    /// Whether `baseURL` is what `site.yaml`'s `baseURL` may be: an absolute http(s) URL or a path from `/`.
    package static func isValid(_ baseURL: String) -> Bool {
        LinkValidator.isValid(baseURL) || SiteConfigLoader.isSitePath(baseURL)
    }

    package func loadSite() throws(DiagnosticList) -> SiteContent {
        var content = try base.loadSite()
        content.config.baseURL = baseURL
        return content
    }

    package func loadKeepingWhatLoaded() -> SiteLoad {
        let load = base.loadKeepingWhatLoaded()
        var content = load.content
        content?.config.baseURL = baseURL
        return SiteLoad(content: content, hasValidConfig: load.hasValidConfig, diagnostics: load.diagnostics)
    }
}
