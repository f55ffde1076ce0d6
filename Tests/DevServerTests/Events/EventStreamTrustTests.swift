import Foundation
import TestSupport
import Testing

@testable import DevServer

#if canImport(Glibc)
    import Glibc
#endif

/// The live-reload event stream under attack: query values that overflowed, and pages that open a stream and go.
@Suite struct EventStreamTrustTests {
    private static func withServer(limits: ServerLimits = .standard, _ body: (DevServer, UInt16) throws -> Void) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("<!doctype html><html><body><h1>Home</h1></body></html>\n", to: "site/index.html")
        let server = DevServer(root: folder.url.appendingPathComponent("site"), port: 0, limits: limits)
        let port = try server.start()
        defer { server.stop() }
        try body(server, port)
    }

    /// `version - since` overflowed in `EventHub` and killed the server.
    @Test(arguments: ["-9223372036854775807", "-1", "9223372036854775807", "99999999999999999999", "+1", "1x", "", " 1"])
    func aBadSinceIsA400AndTheServerGoesOn(since: String) throws {
        try Self.withServer { _, port in
            let escaped = since.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? since
            let answer = try RawHTTPClient.send("GET", EventHub.path + "?since=" + escaped, port: port)
            #expect(answer.status == 400, "since=\(since)")
            #expect(try RawHTTPClient.send("GET", "/", port: port).status == 200)
        }
    }

    @Test func aVersionFarOlderThanTheHistoryReloadsWithoutOverflow() {
        let hub = EventHub()
        hub.publish(.rebuilt(changedPaths: ["a/"]))
        for since in [0, Int.min, Int.min + 1] {
            var text = ""
            hub.open(since: since).next(maximum: 1 << 16, suspend: {}, resume: {}).map { text = String(decoding: $0, as: UTF8.self) }
            #expect(text.contains("\"all\":true"), "since \(since): \(text)")
        }
    }

    @Test func theStaticSiteResponderReadsOnlyPlainVersions() {
        #expect(StaticSiteResponder.version("0") == 0)
        #expect(StaticSiteResponder.version("123") == 123)
        for bad in ["", "-1", "+1", "1.0", "0x10", "999999999999999999999", "１"] {
            #expect(StaticSiteResponder.version(bad) == nil, "\(bad)")
        }
    }

    /// Pages that open an event stream and close it were freed only at the next rebuild: enough of them took every
    /// connection, and `GET /` went unanswered. Now the oldest streams are ended past the cap, the heartbeat finds
    /// the closed ones, and the descriptors stay bounded.
    @Test func closedEventStreamsAreFreedAndOrdinaryRequestsGoOn() throws {
        let limits = ServerLimits(
            connections: 64, connectionsPerAddress: 64, headerSeconds: 5, idleSeconds: 60, threads: 2, eventStreams: 8,
            heartbeatSeconds: 0.2)
        try Self.withServer(limits: limits) { server, port in
            for round in 0..<3 {
                for _ in 0..<50 {
                    let page = try EventStreamClient(path: EventHub.path + "?since=1", port: port)
                    // Waits for the stream to be answered, then goes as a closed tab does.
                    _ = eventually(within: 5) { page.text.contains("retry: 1000") }
                    page.close()
                }
                let home = try RawHTTPClient.send("GET", "/", port: port, timeoutSeconds: 10)
                #expect(home.status == 200, "round \(round)")
            }
            // The server's own count of its connections: the process's descriptors are shared with the tests that
            // run beside this one, and a count of them failed in CI while other suites opened connections of theirs.
            #expect(eventually(within: 10) { server.openConnections <= 8 + 2 }, "\(server.openConnections) connections held")
            #expect(eventually(within: 10) { server.openEventStreams <= 8 })
        }
    }

    /// With room for every stream, the heartbeat alone finds the pages that went and frees their streams.
    @Test func theHeartbeatFreesStreamsWhosePagesWent() throws {
        let limits = ServerLimits(
            connections: 256, connectionsPerAddress: 256, headerSeconds: 5, idleSeconds: 60, threads: 2, eventStreams: 64,
            heartbeatSeconds: 0.2)
        try Self.withServer(limits: limits) { server, port in
            var pages: [EventStreamClient] = []
            for _ in 0..<10 {
                let page = try EventStreamClient(path: EventHub.path + "?since=1", port: port)
                _ = eventually(within: 5) { page.text.contains("retry: 1000") }
                pages.append(page)
            }
            #expect(eventually(within: 5) { server.openEventStreams == 10 })
            for page in pages.prefix(7) { page.close() }
            #expect(eventually(within: 15) { server.openEventStreams == 3 }, "\(server.openEventStreams) streams open")
            #expect(pages[9].text.contains(": heartbeat"))
            for page in pages.suffix(3) { page.close() }
        }
    }
}

extension EventStream.Next {
    /// The bytes to send, if any.
    fileprivate func map(_ body: (Data) -> Void) {
        if case .send(let data) = self { body(data) }
    }
}
