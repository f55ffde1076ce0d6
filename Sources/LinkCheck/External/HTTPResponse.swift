import Foundation

/// What a server answered to one ``HTTPRequest``.
public struct HTTPResponse: Sendable, Hashable {
    /// The status code.
    public let status: Int
    /// The headers, by lower-case name.
    public let headers: [String: String]
    /// The body when it was asked for (possibly cut at a size limit), else empty.
    public let body: Data
    /// Why the body asked for is not whole (`the page is larger than 8 MiB`, `the page stopped arriving`); nil
    /// when it is, or when no body was asked for.
    public let incompleteBody: String?

    /// Creates a response; header names are lower-cased.
    public init(status: Int, headers: [String: String] = [:], body: Data = Data(), incompleteBody: String? = nil) {
        self.status = status
        self.incompleteBody = incompleteBody
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// Whether the body is HTML, by `Content-Type` (`text/html`, `application/xhtml+xml`).
    var isHTML: Bool {
        let type = (headers["content-type"] ?? "").lowercased()
        return type.hasPrefix("text/html") || type.hasPrefix("application/xhtml+xml")
    }
}
