import Foundation
import Parallelism

#if canImport(Glibc)
    import Glibc
#endif

/// Listens to a server's event stream on 127.0.0.1 like an open page's `EventSource`, collecting what arrives.
final class EventStreamClient: Sendable {
    private let fd: Int32
    private let received = Locked(Data())

    /// Connects and asks for `path` (`/_roadbook/events?since=1`).
    init(path: String, port: UInt16) throws {
        fd = try LoopbackConnection.open(port: port)
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return }
                let bytes = Data(buffer[0..<count])
                received.withLock { $0.append(bytes) }
            }
        }
        thread.start()
    }

    /// Everything received so far (headers and chunk sizes included), as text.
    var text: String {
        received.withLock { String(decoding: $0, as: UTF8.self) }
    }

    /// Closes the connection.
    func close() {
        shutdown(fd, Int32(SHUT_RDWR))
        Glibc.close(fd)
    }
}
