import Foundation

/// One request of the external-link checker: redirects are never followed by the fetcher.
public struct HTTPRequest: Sendable, Hashable {
    /// The absolute `http:` or `https:` URL, without fragment.
    public let url: URL
    /// `HEAD` or `GET`.
    public let method: HTTPMethod
    /// Whether the body is wanted (to read a page's ids); otherwise a `GET` stops after the headers.
    public let readsBody: Bool

    /// Creates a request.
    public init(url: URL, method: HTTPMethod, readsBody: Bool = false) {
        self.url = url
        self.method = method
        self.readsBody = readsBody
    }
}
