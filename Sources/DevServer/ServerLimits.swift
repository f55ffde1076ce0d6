/// What the preview server allows each client, so a flood of slow or idle connections cannot stop it from
/// answering (see `docs/serve.md`).
package struct ServerLimits: Sendable, Equatable {
    /// Connections open at once (further ones are closed as they arrive); lowered at start to what the process's
    /// file-descriptor limit allows, with room to spare for the files being served.
    package var connections: Int
    /// Connections open at once from one client address, when the server listens on an address other machines can
    /// reach (on a loopback address every client is this machine, so there is no such limit).
    package var connectionsPerAddress: Int
    /// Seconds a client has to send a whole request head, from connecting or from the end of the previous response.
    package var headerSeconds: Double
    /// Seconds a connection may stay silent (a stalled download included) before it is closed.
    package var idleSeconds: Int
    /// Threads serving connections, each with its own `epoll` loop.
    package var threads: Int
    /// Live-reload event streams open at once (at most a quarter of the connections): the oldest is ended when
    /// another would pass it, so streams whose pages are gone never hold the connections other requests need.
    package var eventStreams: Int
    /// Seconds between heartbeats on each event stream; a write to a page that has gone fails and frees its
    /// connection.
    package var heartbeatSeconds: Double

    /// Limits as given.
    package init(
        connections: Int, connectionsPerAddress: Int, headerSeconds: Double, idleSeconds: Int, threads: Int,
        eventStreams: Int = 256, heartbeatSeconds: Double = 15
    ) {
        self.connections = connections
        self.connectionsPerAddress = connectionsPerAddress
        self.headerSeconds = headerSeconds
        self.idleSeconds = idleSeconds
        self.threads = threads
        self.eventStreams = eventStreams
        self.heartbeatSeconds = heartbeatSeconds
    }

    /// `serve`'s limits: 2,048 connections, 64 per network address, 5 s for a request head, 30 s of silence, 4
    /// threads, 256 event streams with a heartbeat every 15 s.
    package static let standard = ServerLimits(
        connections: 2048, connectionsPerAddress: 64, headerSeconds: 5, idleSeconds: 30, threads: 4)
}
