import Foundation

@testable import DevServer

/// A TCP connection to this machine, for the tests' hand-made HTTP clients.
enum LoopbackConnection {
    /// A socket connected to `port` on `host` (127.0.0.1 unless told), with receive (and send) timeouts of
    /// `timeoutSeconds` when given; the caller closes it.
    static func open(port: UInt16, host: ListenAddress = .loopback, timeoutSeconds: Int? = nil) throws -> Int32 {
        let fd = socket(host.family, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw RawHTTPClient.Failure(description: "socket failed: errno \(errno)") }
        if let timeoutSeconds {
            var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        // The server's own way to write an address, so IPv4 and IPv6 are one path.
        var address = sockaddr_storage()
        let length = ListeningSocket.fill(&address, address: host, port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, length) }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            throw RawHTTPClient.Failure(description: "cannot connect to port \(port) on \(host): errno \(code)")
        }
        return fd
    }

    /// Whether a server answers a connection to `port` on `host` (the connection is closed at once).
    static func isAnswered(port: UInt16, host: ListenAddress) -> Bool {
        guard let fd = try? open(port: port, host: host, timeoutSeconds: 5) else { return false }
        close(fd)
        return true
    }
}
