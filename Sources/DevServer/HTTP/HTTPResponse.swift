import Foundation

/// A whole response: status, headers and body. For `HEAD` the server sends the headers alone.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code.
    public let status: Int
    /// Header fields in the order they are sent.
    public let headers: [HTTPHeader]
    /// The body.
    public let body: Data

    /// A response; every response of the preview server forbids caching, so edits show on reload.
    public init(status: Int, contentType: String, body: Data, extraHeaders: [HTTPHeader] = []) {
        self.status = status
        self.headers = [HTTPHeader("Content-Type", contentType), HTTPHeader("Cache-Control", "no-store")] + extraHeaders
        self.body = body
    }

    /// A short plain-text response (errors, redirects).
    static func text(_ status: Int, _ text: String, extraHeaders: [HTTPHeader] = []) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "text/plain; charset=utf-8", body: Data((text + "\n").utf8), extraHeaders: extraHeaders)
    }

    /// The value of the header `name` (ignoring case), if any.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
