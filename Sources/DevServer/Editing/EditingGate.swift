import Foundation
import Parallelism

/// The checks every action passes before it reaches ``EditingEndpoint/perform``, against the requests a page on
/// another website (or a DNS name rebound to 127.0.0.1) can make the browser send:
///
/// - only `POST`, with a JSON `Content-Type` (so a cross-site form cannot send one, and a script must ask first);
/// - the `Host` header is one this server answers to (`127.0.0.1:PORT`, `localhost:PORT`, `[::1]:PORT`, or the
///   address it listens on with its port; listening on `0.0.0.0`, the address of each of this machine's interfaces,
///   so a phone on the same network can edit), so a rebound name is refused;
/// - `Origin` is present and is `http://` + that host: the page that sent it was served here;
/// - `Sec-Fetch-Site`, when the browser sends it, is `same-origin`;
/// - the per-run secret is in ``EditingEndpoint/secretField`` (compared in constant time).
///
/// Accepted actions run one at a time, in the order they arrive.
final class EditingGate: Sendable {
    let endpoint: EditingEndpoint
    /// The `Host` values accepted, in lower case.
    let hosts: Set<String>
    private let serial = Locked(())
    /// Given each accepted action's answer, to tell the other open pages at once.
    private let accepted: @Sendable (Data) -> Void

    /// The gate of a server listening on `address`:`port`; `accepted` gets the JSON of each action that succeeded.
    init(endpoint: EditingEndpoint, address: ListenAddress, port: UInt16, accepted: @escaping @Sendable (Data) -> Void = { _ in }) {
        self.endpoint = endpoint
        self.accepted = accepted
        let names = ["127.0.0.1", "localhost", "[::1]", address.urlHost] + address.reachableAddresses.map(\.urlHost)
        self.hosts = Set(names.map { "\($0.lowercased()):\(port)" })
    }

    /// The answer to `request` when it is for the action path; `nil` for every other path.
    func response(to request: HTTPRequest) -> HTTPResponse? {
        guard request.path == EditingEndpoint.path else { return nil }
        let answer = check(request) ?? serial.withLock { _ in
            let answer = endpoint.perform(request.body)
            // Still in turn, so pages learn of the changes in the order they were made.
            if answer.status == 200 { accepted(answer.json) }
            return answer
        }
        var headers = [HTTPHeader("X-Content-Type-Options", "nosniff")]
        if answer.status == 405 { headers.append(HTTPHeader("Allow", "POST")) }
        return HTTPResponse(status: answer.status, contentType: "application/json", data: answer.json, extraHeaders: headers)
    }

    /// The refusal `request` earns, or `nil` when it may go through.
    func check(_ request: HTTPRequest) -> EditingAnswer? {
        guard request.method == "POST" else { return .refusal(405, "actions are sent with POST only") }
        guard let host = request.header("Host")?.lowercased(), hosts.contains(host) else {
            return .refusal(403, "the Host header is not an address this server answers to")
        }
        guard let origin = request.header("Origin"), origin.lowercased() == "http://" + host else {
            return .refusal(403, "actions are accepted only from pages this server served (the Origin differs)")
        }
        if let site = request.header("Sec-Fetch-Site"), site != "same-origin" {
            return .refusal(403, "actions are accepted only from pages this server served (Sec-Fetch-Site is '\(site)')")
        }
        guard let type = request.header("Content-Type"), type.lowercased().hasPrefix("application/json") else {
            return .refusal(415, "an action is a JSON body (Content-Type: application/json)")
        }
        guard let secret = request.header(EditingEndpoint.secretField), Self.equal(secret, endpoint.secret) else {
            return .refusal(403, "the page's editing secret is missing or stale; reload the page")
        }
        return nil
    }

    /// Whether `a` equals `b`, taking as long whatever their first difference.
    static func equal(_ a: String, _ b: String) -> Bool {
        let left = Array(a.utf8)
        let right = Array(b.utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for index in left.indices { difference |= left[index] ^ right[index] }
        return difference == 0
    }
}
