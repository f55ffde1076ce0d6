import Foundation
import Parallelism

#if canImport(Glibc)
    import Glibc
#endif

/// A server on 127.0.0.1 (a free port) that answers every request with the same bytes, whatever they are, then
/// closes the connection: the HTTP answers of the `http-response` fuzz target. Each connection has a thread; a
/// request is read up to its empty line (64 KiB at most, 2 s at most).
final class ResponseBytesServer: Sendable {
    let port: UInt16
    private let listener: Int32
    private let answer = Locked<[UInt8]>([])

    /// Listens, or nil when no socket can be had.
    init?() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return nil }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound, listen(fd, 64) == 0 else {
            close(fd)
            return nil
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        Thread.detachNewThread { [self] in acceptForever() }
    }

    /// `http://127.0.0.1:PORT` + `path`.
    func url(_ path: String) -> URL { URL(string: "http://127.0.0.1:\(port)\(path)")! }

    /// Answers every request from now on with `bytes`.
    func answer(with bytes: [UInt8]) {
        answer.withLock { $0 = bytes }
    }

    private func acceptForever() {
        while true {
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var wait = timeval(tv_sec: 2, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var request: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end = Array("\r\n\r\n".utf8)
        while request.count < 64 << 10, !(request.count >= 4 && Array(request.suffix(4)) == end) {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            request += buffer[..<count]
        }
        let bytes = answer.withLock { $0 }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            offset += count
        }
        shutdown(client, Int32(SHUT_WR))
    }
}
