import Foundation
import Synchronization
import TestSupport
import Testing

@testable import DevServer

/// The server under attack: links swapped in during requests, FIFOs, large files, floods of slow clients.
@Suite struct HardeningTests {
    /// A served folder `site/` beside a secret, and a server for it with `limits`.
    private static func withServer(
        limits: ServerLimits = .standard, _ body: (DevServer, UInt16, TemporaryDirectory) throws -> Void
    ) throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("top secret\n", to: "secret.txt")
        try folder.write("<!doctype html><html><body><h1>Home</h1></body></html>\n", to: "site/index.html")
        try folder.write("inside\n", to: "site/swap.txt")
        let server = DevServer(root: folder.url.appendingPathComponent("site"), port: 0, limits: limits)
        let port = try server.start()
        defer { server.stop() }
        try body(server, port, folder)
    }

    @Test func neverServesWhatALinkSwappedInDuringRequestsPointsAt() throws {
        try Self.withServer { server, port, folder in
            let target = server.root.path + "/swap.txt"
            let staging = server.root.path + "/.swap-staging"
            let secret = folder.url.path + "/secret.txt"
            let stop = Flag()
            // Replaces swap.txt, atomically, by turns with a regular file and with a link to the secret.
            let swapper = Thread {
                var round = 0
                while !stop.isSet {
                    unlink(staging)
                    if round % 2 == 0 {
                        symlink(secret, staging)
                    } else {
                        try? Data("inside\n".utf8).write(to: URL(fileURLWithPath: staging))
                    }
                    rename(staging, target)
                    round += 1
                }
            }
            swapper.start()
            defer { stop.set() }
            var served: [String: Int] = [:]
            // At least 3,000 requests, and more (up to 20,000) until both sides of the race were seen: a loaded
            // machine can starve the swapper for a while.
            var requests = 0
            while requests < 3000 || (served["inside\n", default: 0] == 0 || served["404", default: 0] == 0) && requests < 20000 {
                requests += 1
                let response = try RawHTTPClient.send("GET", "/swap.txt", port: port)
                served[response.status == 200 ? response.text : "\(response.status)", default: 0] += 1
                #expect(!response.text.contains("top secret"))
            }
            stop.set()
            #expect(eventually { swapper.isFinished })
            // The race was really run: both the file and the link were seen.
            #expect(served["inside\n", default: 0] > 0, "\(served)")
            #expect(served["404", default: 0] > 0, "\(served)")
        }
    }

    @Test func refusesEveryLinkEvenOneThatStaysInside() throws {
        try Self.withServer { server, port, folder in
            let root = server.root.path
            symlink(folder.url.path + "/secret.txt", root + "/outside.txt")
            symlink(root + "/index.html", root + "/alias.html")
            symlink(folder.url.path, root + "/parent")
            for path in ["/outside.txt", "/alias.html", "/parent/secret.txt", "/parent/"] {
                let response = try RawHTTPClient.send("GET", path, port: port)
                #expect(response.status == 404, "\(path)")
                #expect(!response.text.contains("top secret"), "\(path)")
            }
        }
    }

    @Test func answersAFIFOWith404WithoutWaitingForAWriter() throws {
        try Self.withServer { server, port, _ in
            #expect(mkfifo(server.root.path + "/pipe.txt", 0o644) == 0)
            let response = try RawHTTPClient.send("GET", "/pipe.txt", port: port, timeoutSeconds: 5)
            #expect(response.status == 404)
            #expect(try RawHTTPClient.send("GET", "/", port: port).status == 200)
        }
    }

    @Test func sendsAFileLargerThanAnyBufferExactly() throws {
        try Self.withServer { server, port, _ in
            var bytes = Data(count: 6 << 20)
            bytes.withUnsafeMutableBytes { raw in
                for index in 0..<raw.count { raw[index] = UInt8(truncatingIfNeeded: (index &* 2_654_435_761) >> 13) }
            }
            try bytes.write(to: server.root.appendingPathComponent("big.bin"))
            let response = try RawHTTPClient.send("GET", "/big.bin", port: port, timeoutSeconds: 20)
            #expect(response.status == 200)
            #expect(response.header("Content-Length") == String(bytes.count))
            #expect(response.body == bytes)
            let head = try RawHTTPClient.send("HEAD", "/big.bin", port: port)
            #expect(head.header("Content-Length") == String(bytes.count))
            #expect(head.body.isEmpty)
        }
    }

    @Test(.enabled(if: FileLimit.raise(to: 4096), "the test process may not open 4,096 files"))
    func keepsAnsweringDuringAThousandSlowRequestsAndDropsThem() throws {
        // Idle connections are closed after 60 s only, so only the head deadline (1 s) can close these in time.
        let limits = ServerLimits(connections: 2048, connectionsPerAddress: 8, headerSeconds: 1, idleSeconds: 60, threads: 2)
        try Self.withServer(limits: limits) { _, port, _ in
            let slow = try SlowClients(count: 1000, port: port)
            defer { slow.close() }
            let home = try RawHTTPClient.send("GET", "/", port: port, timeoutSeconds: 5)
            #expect(home.status == 200)
            #expect(home.text.contains("<h1>Home</h1>"))
            // A byte now and then keeps a connection from being silent, but not from its deadline.
            #expect(
                eventually(within: 20) {
                    slow.trickle()
                    return slow.sockets.allSatisfy(SlowClients.isClosedByServer)
                })
            #expect(try RawHTTPClient.send("GET", "/", port: port).status == 200)
        }
    }

    @Test func closesAConnectionThatStaysSilent() throws {
        let limits = ServerLimits(connections: 64, connectionsPerAddress: 8, headerSeconds: 60, idleSeconds: 1, threads: 1)
        try Self.withServer(limits: limits) { _, port, _ in
            let silent = try SlowClients(count: 1, port: port)
            defer { silent.close() }
            #expect(eventually(within: 10) { silent.sockets.allSatisfy(SlowClients.isClosedByServer) })
        }
    }

    @Test func slowClientsCannotTakeTheLastConnections() throws {
        // 16 connections, of which slow clients may hold 12; nothing closes them by time in this test.
        let limits = ServerLimits(connections: 16, connectionsPerAddress: 16, headerSeconds: 60, idleSeconds: 60, threads: 1)
        try Self.withServer(limits: limits) { _, port, _ in
            let slow = try SlowClients(count: 40, port: port)
            defer { slow.close() }
            let home = try RawHTTPClient.send("GET", "/", port: port, timeoutSeconds: 5)
            #expect(home.status == 200)
            #expect(eventually { slow.sockets.filter { !SlowClients.isClosedByServer($0) }.count <= 12 })
            // The ones ended are the ones that waited longest.
            #expect(SlowClients.isClosedByServer(slow.sockets[0]))
            #expect(!SlowClients.isClosedByServer(slow.sockets[39]))
        }
    }
}

/// A flag set once, read from another thread.
private final class Flag: Sendable {
    private let value = Atomic(false)

    var isSet: Bool {
        value.load(ordering: .sequentiallyConsistent)
    }

    func set() {
        value.store(true, ordering: .sequentiallyConsistent)
    }
}
