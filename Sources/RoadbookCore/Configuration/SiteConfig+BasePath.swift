import Foundation

extension SiteConfig {
    /// The path the site is served under, from `baseURL` (`https://example.org/trip/` → `/trip/`), always with
    /// a slash at each end; `nil` when `baseURL` is unset.
    ///
    /// The 404 page links from it (a server shows that page at any depth), and `generate --check` checks
    /// root-relative links below it.
    public var basePath: String? {
        guard let baseURL, !baseURL.isEmpty, let components = URLComponents(string: baseURL) else { return nil }
        var path = components.path.isEmpty ? "/" : components.path
        if !path.hasPrefix("/") { path = "/" + path }
        return path.hasSuffix("/") ? path : path + "/"
    }
}
