import Foundation
import TestSupport
import Testing

@testable import DevServer

@Suite struct ListenAddressTests {
    @Test(arguments: [
        ("127.0.0.1", "127.0.0.1", true), ("127.1.2.3", "127.1.2.3", true), ("localhost", "127.0.0.1", true),
        ("::1", "::1", true), ("::ffff:127.0.0.1", "::ffff:127.0.0.1", true), ("0.0.0.0", "0.0.0.0", false),
        ("192.168.1.20", "192.168.1.20", false), ("::", "::", false), ("fe80::1", "fe80::1", false),
        ("2001:DB8::1", "2001:db8::1", false),
    ])
    func readsNumericAddresses(_ text: String, _ shown: String, _ isLoopback: Bool) throws {
        let address = try #require(ListenAddress(text))
        #expect(address.description == shown)
        #expect(address.isLoopback == isLoopback)
    }

    @Test(arguments: ["", "example.org", "127.0.0.256", "1.2.3", "fe80::1%eth0", "[::1]", " 127.0.0.1", "::1::2"])
    func refusesAnythingElse(_ text: String) {
        #expect(ListenAddress(text) == nil)
    }

    @Test func writesIPv6InBracketsInURLs() throws {
        #expect(try #require(ListenAddress("::1")).urlHost == "[::1]")
        #expect(ListenAddress.loopback.urlHost == "127.0.0.1")
    }

    // The socket itself says where it listens (getsockname), and a connection to that address is answered while
    // one to another loopback address at the same port is not (it would be, were the server on 0.0.0.0). No read
    // of /proc/net/tcp: the kernel writes that table in pieces, and a socket can be missing from a read of it while
    // other sockets open and close.
    @Test func listensOnTheAddressGiven() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("<html><body>Hi</body></html>", to: "index.html")
        let host = try #require(ListenAddress("127.0.0.2"))
        let server = DevServer(root: folder.url, host: host, port: 0)
        let port = try server.start()
        defer { server.stop() }
        #expect(server.url == "http://127.0.0.2:\(port)/")
        #expect(server.listeningAddress == host)
        #expect(LoopbackConnection.isAnswered(port: port, host: host))
        let other = try #require(ListenAddress("127.0.0.3"))
        #expect(!LoopbackConnection.isAnswered(port: port, host: other))
    }

    @Test(.enabled(if: IPv6Loopback.isAvailable, "no IPv6 loopback on this machine"))
    func listensOnIPv6Loopback() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("<html><body>Hi</body></html>", to: "index.html")
        let host = try #require(ListenAddress("::1"))
        let server = DevServer(root: folder.url, host: host, port: 0)
        let port = try server.start()
        defer { server.stop() }
        #expect(server.url == "http://[::1]:\(port)/")
        #expect(server.listeningAddress == host)
        #expect(LoopbackConnection.isAnswered(port: port, host: host))
    }

    @Test func anAddressOfAnotherMachineIsAClearError() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        // 192.0.2.0/24 is reserved for documentation; no machine has it.
        let server = DevServer(root: folder.url, host: try #require(ListenAddress("192.0.2.1")), port: 0)
        #expect(throws: DevServerError.notThisMachine(host: "192.0.2.1")) { try server.start() }
    }
}
