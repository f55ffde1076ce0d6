import Foundation

/// Links to the outside world: absolute `http` or `https` URLs with a host.
public enum LinkValidator {
    /// Whether `link` is an absolute http(s) URL with a host and no white space.
    public static func isValid(_ link: String) -> Bool {
        guard !link.unicodeScalars.contains(where: { $0.properties.isWhitespace }),
            let components = URLComponents(string: link),
            let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = components.host, !host.isEmpty
        else { return false }
        return true
    }

    /// `link` itself if valid, otherwise ``ContentProblem/invalidLink(_:)``.
    public static func validated(_ link: String) throws(ContentProblem) -> String {
        guard isValid(link) else { throw .invalidLink(link) }
        return link
    }
}
