import Foundation

/// A request as the server saw it: the method and the path exactly as the client sent it (still percent-encoded),
/// the few header fields the server looks at, and the body of a request to a path that takes one.
package struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET`, `HEAD`, …).
    package let method: String
    /// The path, percent-encoded, without the query string.
    package let path: String
    /// The query's `since` argument (the version a page that asks for events has), if any.
    package let since: String?
    /// The header fields of ``fieldsRead`` that were sent, by lower-case name.
    package let headers: [String: String]
    /// The body (empty but for a `POST` to a path that takes a body; see ``EditingEndpoint``).
    package let body: Data

    /// The header fields the server reads (for the checks of ``EditingGate``); others are never looked at.
    static let fieldsRead = ["Host", "Origin", "Sec-Fetch-Site", "Content-Type", EditingEndpoint.secretField]

    /// A request for `path` with `method`.
    package init(method: String, path: String, since: String? = nil, headers: [String: String] = [:], body: Data = Data()) {
        self.method = method
        self.path = path
        self.since = since
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        self.body = body
    }

    /// The header field `name` (ignoring case), if it was sent.
    package func header(_ name: String) -> String? {
        headers[name.lowercased()]
    }
}
