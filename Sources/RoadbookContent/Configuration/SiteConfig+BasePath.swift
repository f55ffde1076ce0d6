import Foundation

extension SiteConfig {
    /// The path the site is served under, from `baseURL` (`https://example.org/trip/` → `/trip/`, or a
    /// `baseURL` that is itself a path: `/trip` → `/trip/`), always with a slash at each end; `nil` when
    /// `baseURL` is unset.
    ///
    /// The 404 page links from it (a server shows that page at any depth), and `generate --check` checks
    /// root-relative links below it.
    package var basePath: String? {
        guard let baseURL, !baseURL.isEmpty, let components = URLComponents(string: baseURL) else { return nil }
        var path = components.path.isEmpty ? "/" : components.path
        if !path.hasPrefix("/") { path = "/" + path }
        return path.hasSuffix("/") ? path : path + "/"
    }

    /// Whether `baseURL` is an absolute address (`https://example.org/trip/`) from which absolute URLs (the
    /// sitemap's) can be made; `false` when it is unset or only a path (`/`, `/trip/`).
    package var hasAbsoluteBaseURL: Bool {
        guard let baseURL, !baseURL.isEmpty, let components = URLComponents(string: baseURL) else { return false }
        return components.scheme != nil && components.host?.isEmpty == false
    }
}
