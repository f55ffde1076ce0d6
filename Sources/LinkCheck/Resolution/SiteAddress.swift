import Escaping
/// The site's own public address (`--site-url https://example.org/docs/`): absolute URLs to it are links
/// into the site, as Hugo's `canonifyURLs` and Jekyll's `absolute_url` write them.
struct SiteAddress: Sendable, Equatable {
    /// The host and port, lower-cased (`example.org`, `localhost:8080`).
    let authority: String
    /// The decoded segments of the site's path (`/docs/` → `["docs"]`).
    let pathSegments: [String]

    /// The address of `siteURL`, or `nil` when it is not an `http:`/`https:` URL with a host.
    init?(_ siteURL: String) {
        guard let (authority, path) = Self.split(siteURL), !authority.isEmpty else { return nil }
        self.authority = authority
        pathSegments = path.split(separator: "/", omittingEmptySubsequences: true).map {
            PercentEscapes.decoded(String($0))
        }
    }

    /// The root-relative form (`/docs/a.html#x`) of `url` when it points at this site's host, whatever its
    /// scheme (`http:`, `https:`, `//host`); `nil` for another host.
    func rootRelative(_ url: String) -> String? {
        guard let (authority, path) = Self.split(url), authority == self.authority else { return nil }
        return path.isEmpty || path.first != "/" ? "/" + path : path
    }

    /// The lower-cased authority and the rest (path, query and fragment) of an `http:`, `https:` or
    /// protocol-relative URL.
    private static func split(_ url: String) -> (authority: String, rest: String)? {
        var rest = Substring(url)
        if let scheme = URLText.scheme(of: url) {
            guard scheme == "http" || scheme == "https" else { return nil }
            rest = rest.dropFirst(scheme.count + 1)
        }
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2)
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<end].lowercased()
        if let at = authority.lastIndex(of: "@") { authority = String(authority[authority.index(after: at)...]) }
        return (authority, String(rest[end...]))
    }
}
