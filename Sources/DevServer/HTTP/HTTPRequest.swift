/// A request as the server saw it: the method and the path exactly as the client sent it (still percent-encoded).
public struct HTTPRequest: Sendable, Equatable {
    /// The method, as sent (`GET`, `HEAD`, …).
    public let method: String
    /// The path, percent-encoded, without the query string.
    public let path: String

    /// A request for `path` with `method`.
    public init(method: String, path: String) {
        self.method = method
        self.path = path
    }
}
