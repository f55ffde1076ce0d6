import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Sockets to 127.0.0.1 that each send the start of a request and never finish it, as a "slowloris" attack does.
/// `close()` closes them all.
final class SlowClients {
    private(set) var sockets: [Int32] = []

    /// Opens `count` connections to `port`, each sending `partial`; stops early (and says so) if the system refuses.
    init(count: Int, port: UInt16, partial: String = "GET /index.html HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ") throws {
        for _ in 0..<count {
            let fd = try LoopbackConnection.open(port: port, timeoutSeconds: 5)
            sockets.append(fd)
            _ = send(fd, partial, partial.utf8.count, Int32(MSG_NOSIGNAL))
        }
    }

    /// Sends one more byte on every socket; returns how many sends the server still accepted.
    @discardableResult
    func trickle() -> Int {
        sockets.filter { send($0, "x", 1, Int32(MSG_NOSIGNAL)) == 1 }.count
    }

    /// Whether the server has closed the connection `fd` (reading gives end of file or a reset).
    static func isClosedByServer(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&poller, 1, 0) == 1 else { return false }
        return recv(fd, &byte, 1, Int32(MSG_DONTWAIT)) <= 0
    }

    func close() {
        for fd in sockets { Glibc.close(fd) }
        sockets = []
    }

    deinit {
        close()
    }
}
