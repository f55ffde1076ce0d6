import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Listens to a server's event stream on 127.0.0.1 like an open page's `EventSource`, collecting what arrives.
final class EventStreamClient: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var received = Data()

    /// Connects and asks for `path` (`/_roadbook/events?since=1`).
    init(path: String, port: UInt16) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw RawHTTPClient.Failure(description: "cannot connect to port \(port)") }
        let request = Array("GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8)
        _ = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { return }
                lock.lock()
                received.append(contentsOf: buffer[0..<count])
                lock.unlock()
            }
        }
        thread.start()
    }

    /// Everything received so far (headers and chunk sizes included), as text.
    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: received, as: UTF8.self)
    }

    /// Closes the connection.
    func close() {
        shutdown(fd, Int32(SHUT_RDWR))
        Glibc.close(fd)
    }
}
