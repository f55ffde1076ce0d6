import Foundation

/// A whole response: status, headers and body. For `HEAD` the server sends the headers alone.
struct HTTPResponse: Sendable {
    /// The status code.
    let status: Int
    /// Header fields in the order they are sent.
    let headers: [HTTPHeader]
    /// The body.
    let body: HTTPBody

    /// A response; every response of the preview server forbids caching, so edits show on reload.
    init(status: Int, contentType: String, body: HTTPBody, extraHeaders: [HTTPHeader] = []) {
        self.status = status
        self.headers = [HTTPHeader("Content-Type", contentType), HTTPHeader("Cache-Control", "no-store")] + extraHeaders
        self.body = body
    }

    /// A response with `data` as its body.
    init(status: Int, contentType: String, data: Data, extraHeaders: [HTTPHeader] = []) {
        self.init(status: status, contentType: contentType, body: .bytes(data), extraHeaders: extraHeaders)
    }

    /// A short plain-text response (errors, redirects).
    static func text(_ status: Int, _ text: String, extraHeaders: [HTTPHeader] = []) -> HTTPResponse {
        HTTPResponse(
            status: status, contentType: "text/plain; charset=utf-8", data: Data((text + "\n").utf8),
            extraHeaders: extraHeaders)
    }

    /// The value of the header `name` (ignoring case), if any.
    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
