import Foundation
import Parallelism
import TestSupport
import Testing

@testable import DevServer

#if canImport(Glibc)
    import Glibc
#endif

/// Real requests to the action path of a server on 127.0.0.1 (port 0) with editing on: what a served page sends is
/// let through, one at a time; what a page on another website, a rebound DNS name or a plain GET can send is
/// refused before the action is looked at.
@Suite struct EditingGateTests {
    /// The bodies the endpoint was given, and how many ran at once at most.
    final class Record: Sendable {
        let bodies = Locked<[String]>([])
        let running = Locked((now: 0, most: 0))
    }

    static let secret = "0123456789abcdef0123456789abcdef"

    private static func withServer(editing: Bool = true, _ body: (UInt16, Record) throws -> Void) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("<!doctype html><html><body><h1>Todos</h1></body></html>\n", to: "site/index.html")
        let record = Record()
        let endpoint = EditingEndpoint(
            secret: secret, pageAddition: { "<script id=\"editing\">/* edit */</script>" }, script: "/* edit */",
            perform: { body in
                record.running.withLock {
                    $0.now += 1
                    $0.most = max($0.most, $0.now)
                }
                usleep(20_000)
                record.bodies.withLock { $0.append(String(decoding: body, as: UTF8.self)) }
                record.running.withLock { $0.now -= 1 }
                return EditingAnswer(status: 200, json: Data(#"{"ok":true}"#.utf8))
            })
        let server = DevServer(
            root: folder.url.appendingPathComponent("site"), port: 0, editing: editing ? endpoint : nil)
        let port = try server.start()
        defer { server.stop() }
        try body(port, record)
    }

    /// Sends a request with exactly these header lines (and `Content-Length` for the body) and reads the answer.
    private static func send(
        _ method: String = "POST", port: UInt16, headers: [String]? = nil, body: String = #"{"action":"toggle","id":"pack"}"#
    ) throws -> RawHTTPClient.Response {
        let lines = headers ?? standardHeaders(port: port)
        var request = "\(method) \(EditingEndpoint.path) HTTP/1.1\r\n" + lines.map { $0 + "\r\n" }.joined()
        request += "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n" + body
        return try exchange(Array(request.utf8), port: port)
    }

    /// The header lines a page this server served sends.
    static func standardHeaders(port: UInt16, host: String? = nil) -> [String] {
        let host = host ?? "127.0.0.1:\(port)"
        return [
            "Host: \(host)", "Origin: http://\(host)", "Sec-Fetch-Site: same-origin", "Content-Type: application/json",
            "X-Roadbook-Secret: \(secret)",
        ]
    }

    private static func exchange(_ bytes: [UInt8], port: UInt16) throws -> RawHTTPClient.Response {
        let fd = try LoopbackConnection.open(port: port, timeoutSeconds: 5)
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }  // the server may answer and close before reading everything
            offset += sent
        }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return try RawHTTPClient.parse(received)
    }

    @Test func anActionFromAServedPageReachesTheEndpoint() throws {
        try Self.withServer { port, record in
            let answer = try Self.send(port: port)
            #expect(answer.status == 200)
            #expect(answer.header("Content-Type") == "application/json")
            #expect(answer.text == #"{"ok":true}"#)
            #expect(record.bodies.withLock { $0 } == [#"{"action":"toggle","id":"pack"}"#])
            let local = try Self.send(port: port, headers: Self.standardHeaders(port: port, host: "localhost:\(port)"))
            #expect(local.status == 200)
        }
    }

    @Test func anAcceptedActionIsToldToEveryOpenPageAtOnceAndARefusedOneIsNot() throws {
        let hub = EventHub()
        let page = hub.open(since: nil)
        _ = page.next(maximum: 1 << 16, suspend: {}, resume: {})  // what a new stream starts with
        let told = Locked<[String]>([])
        let endpoint = EditingEndpoint(
            secret: Self.secret, pageAddition: { "" }, script: "",
            perform: { body in
                String(decoding: body, as: UTF8.self).contains("bad")
                    ? EditingAnswer(status: 422, json: Data(#"{"ok":false}"#.utf8))
                    : EditingAnswer(status: 200, json: Data(#"{"items":[{"id":"pack","isCompleted":true}],"ok":true}"#.utf8))
            })
        let gate = EditingGate(
            endpoint: endpoint, address: .loopback, port: 8000,
            accepted: { json in
                told.withLock { $0.append(String(decoding: json, as: UTF8.self)) }
                hub.publishChange(json)
            })
        func request(_ body: String) -> HTTPRequest {
            HTTPRequest(
                method: "POST", path: EditingEndpoint.path,
                headers: Dictionary(
                    uniqueKeysWithValues: Self.standardHeaders(port: 8000).map { line in
                        let parts = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                        return (parts[0].lowercased(), parts[1])
                    }), body: Data(body.utf8))
        }
        #expect(gate.response(to: request(#"{"action":"bad"}"#))?.status == 422)
        #expect(gate.response(to: request(#"{"action":"toggle","id":"pack"}"#))?.status == 200)
        #expect(told.withLock { $0.count } == 1)
        guard case .send(let data) = page.next(maximum: 1 << 16, suspend: {}, resume: {}) else {
            Issue.record("the page was told nothing")
            return
        }
        let text = String(decoding: data, as: UTF8.self)
        #expect(text == "event: change\ndata: {\"items\":[{\"id\":\"pack\",\"isCompleted\":true}],\"ok\":true}\n\n")
    }

    @Test func eachMissingOrForeignCredentialIsRefusedAndReachesNothing() throws {
        try Self.withServer { port, record in
            let good = Self.standardHeaders(port: port)
            func without(_ prefix: String) -> [String] { good.filter { !$0.hasPrefix(prefix) } }
            func replacing(_ prefix: String, with line: String) -> [String] { without(prefix) + [line] }
            let refused: [(String, [String], Int)] = [
                ("no secret", without("X-Roadbook-Secret"), 403),
                ("a wrong secret", replacing("X-Roadbook-Secret", with: "X-Roadbook-Secret: \(String(Self.secret.reversed()))"), 403),
                ("a foreign Origin", replacing("Origin", with: "Origin: http://evil.example"), 403),
                ("another local server's page", replacing("Origin", with: "Origin: http://127.0.0.1:\(port == 9 ? 10 : 9)"), 403),
                ("no Origin", without("Origin"), 403),
                ("a cross-site fetch", replacing("Sec-Fetch-Site", with: "Sec-Fetch-Site: cross-site"), 403),
                ("a form's Content-Type", replacing("Content-Type", with: "Content-Type: text/plain"), 415),
                ("a rebound DNS name", Self.standardHeaders(port: port, host: "evil.example"), 403),
                ("a rebound name on the port", Self.standardHeaders(port: port, host: "evil.example:\(port)"), 403),
            ]
            for (what, headers, status) in refused {
                let answer = try Self.send(port: port, headers: headers)
                #expect(answer.status == status, "\(what): \(answer.status) \(answer.text)")
                #expect(answer.text.contains(#""ok":false"#), "\(what): \(answer.text)")
            }
            let get = try RawHTTPClient.send("GET", EditingEndpoint.path, port: port)
            #expect(get.status == 405)
            #expect(get.header("Allow") == "POST")
            #expect(record.bodies.withLock { $0 }.isEmpty)
        }
    }

    @Test func aBodyOverTheLimitIsRefusedWithoutReachingTheEndpoint() throws {
        try Self.withServer { port, record in
            let large = String(repeating: "x", count: EditingEndpoint.largestBody + 1)
            let declared = try Self.send(port: port, body: large)
            #expect(declared.status == 413)
            // Without a declared length (chunked), the body is read up to the limit and then refused.
            var request = "POST \(EditingEndpoint.path) HTTP/1.1\r\n" + Self.standardHeaders(port: port).map { $0 + "\r\n" }.joined()
            request += "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
            for _ in 0..<20 { request += "400\r\n" + String(repeating: "y", count: 1024) + "\r\n" }
            request += "0\r\n\r\n"
            let chunked = try Self.exchange(Array(request.utf8), port: port)
            #expect(chunked.status == 413)
            let limit = String(repeating: " ", count: EditingEndpoint.largestBody - 2) + "{}"
            let atTheLimit = try Self.send(port: port, body: limit)
            #expect(atTheLimit.status == 200)
            #expect(record.bodies.withLock { $0 }.map(\.count) == [EditingEndpoint.largestBody])
        }
    }

    @Test func actionsSentAtOnceRunOneAtATime() throws {
        try Self.withServer { port, record in
            DispatchQueue.concurrentPerform(iterations: 8) { _ in
                _ = try? Self.send(port: port)
            }
            #expect(record.bodies.withLock { $0.count } == 8)
            #expect(record.running.withLock { $0.most } == 1)
        }
    }

    @Test func pagesGetTheAdditionOnlyWhenEditingIsOn() throws {
        try Self.withServer { port, _ in
            let page = try RawHTTPClient.send("GET", "/", port: port)
            #expect(page.text.contains("<script id=\"editing\">/* edit */</script>"))
        }
        try Self.withServer(editing: false) { port, _ in
            let page = try RawHTTPClient.send("GET", "/", port: port)
            #expect(page.status == 200)
            #expect(!page.text.contains("editing"))
            let refused = try Self.send(port: port)
            #expect(refused.status == 405)
        }
    }
}
