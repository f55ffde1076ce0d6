/// A request as the server saw it: the method and the path exactly as the client sent it (still percent-encoded).
public struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET`, `HEAD`, …).
    public let method: String
    /// The path, percent-encoded, without the query string.
    public let path: String

    /// A request for `path` with `method`.
    /// The query's `since` argument (the version a page that asks for events has), if any.
    public let since: String?

    public init(method: String, path: String, since: String? = nil) {
        self.method = method
        self.path = path
        self.since = since
    }
}
