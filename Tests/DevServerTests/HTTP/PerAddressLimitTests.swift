import Foundation
import TestSupport
import Testing

@testable import DevServer

@Suite struct PerAddressLimitTests {
    @Test func limitsConnectionsFromOneAddressWhenAsked() throws {
        // What `serve --host` on a network address does; here on 127.0.0.1, where serve itself never limits.
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("<html><body>Hi</body></html>", to: "index.html")
        let (socket, _, port) = try ListeningSocket.listen(on: .loopback, port: 0)
        let responder = StaticSiteResponder(root: folder.url, injectsLiveReload: false, events: EventHub())
        let limits = ServerLimits(connections: 64, connectionsPerAddress: 2, headerSeconds: 60, idleSeconds: 60, threads: 1)
        let listener = try MicroHTTPDListener(socket: socket, isIPv6: false, limits: limits, perAddressLimit: true) {
            responder.response(to: $0)
        }
        defer { listener.stop() }
        let held = try SlowClients(count: 2, port: port)
        defer { held.close() }
        let third = try SlowClients(count: 1, port: port)
        defer { third.close() }
        #expect(eventually { SlowClients.isClosedByServer(third.sockets[0]) })
        #expect(!held.sockets.contains(where: SlowClients.isClosedByServer))
    }
}
