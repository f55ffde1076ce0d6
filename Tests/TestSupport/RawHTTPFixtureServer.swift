import Foundation
import Parallelism

#if canImport(Glibc)
    import Glibc
#endif

/// A server on 127.0.0.1 (a free port) that answers each request with exactly the bytes a test gives: a head
/// however malformed, then a body sent in pieces (endless, stalled, trickled), so tests can see how a client copes.
/// It counts the body bytes it managed to send, which tells whether the client stopped reading.
package final class RawHTTPFixtureServer: Sendable {
    /// What to send for one request.
    package struct Answer: Sendable {
        /// The bytes sent first (status line and headers, as they are).
        package var head: [UInt8]
        /// Pieces of body sent one after another.
        package var pieces: Int
        /// The bytes of each piece.
        package var piece: [UInt8]
        /// Seconds to wait before each piece (a trickle).
        package var pause: Double
        /// Seconds to stay silent after the last piece before closing (a stall).
        package var stallAfter: Double
        /// Seconds to wait before each byte of the head (a head trickled byte by byte); 0 sends it at once.
        package var headBytePause: Double

        package init(
            head: [UInt8], pieces: Int = 0, piece: [UInt8] = [], pause: Double = 0, stallAfter: Double = 0, headBytePause: Double = 0
        ) {
            (self.head, self.pieces, self.piece, self.pause, self.stallAfter) = (head, pieces, piece, pause, stallAfter)
            self.headBytePause = headBytePause
        }

        /// A head from `text`, with its line ends as written.
        package init(
            head text: String, pieces: Int = 0, piece: [UInt8] = [], pause: Double = 0, stallAfter: Double = 0,
            headBytePause: Double = 0
        ) {
            self.init(
                head: Array(text.utf8), pieces: pieces, piece: piece, pause: pause, stallAfter: stallAfter,
                headBytePause: headBytePause)
        }
    }

    package let port: UInt16
    private let listener: Int32
    private let answer: @Sendable (_ method: String) -> Answer
    /// The body bytes sent so far, and whether the server was stopped.
    private let state = Locked((sent: 0, stopped: false))

    /// Starts a server answering each request's method with `answer`.
    package init(answer: @escaping @Sendable (_ method: String) -> Answer) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FixtureHTTPServer.Failure(description: "socket failed") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
        }
        guard bound, listen(fd, 64) == 0 else {
            close(fd)
            throw FixtureHTTPServer.Failure(description: "cannot listen")
        }
        listener = fd
        port = UInt16(bigEndian: address.sin_port)
        self.answer = answer
        Thread.detachNewThread { [self] in accept() }
    }

    /// `http://127.0.0.1:PORT` + `path`.
    package func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// The body bytes sent so far, on every connection.
    package var bodyBytesSent: Int {
        state.withLock { $0.sent }
    }

    /// Stops listening, once: `stop()` and then `deinit` closed the listener twice, and the second `close` could
    /// take a descriptor number another test's connection had been given meanwhile ("connection lost").
    package func stop() {
        let wasStopped = state.withLock { state in
            defer { state.stopped = true }
            return state.stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    deinit { stop() }

    private var isStopped: Bool {
        state.withLock { $0.stopped }
    }

    private func accept() {
        while !isStopped {
            let client = Glibc.accept(listener, nil, nil)
            guard client >= 0 else { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func serve(_ client: Int32) {
        defer { close(client) }
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !request.ends(with: Array("\r\n\r\n".utf8)) {
            let count = buffer.withUnsafeMutableBytes { recv(client, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return }
            request += buffer[..<count]
        }
        let method = String(decoding: request.prefix { $0 != UInt8(ascii: " ") }, as: UTF8.self)
        let plan = answer(method)
        if plan.headBytePause > 0 {
            for byte in plan.head {
                usleep(UInt32(plan.headBytePause * 1e6))
                guard !isStopped, write([byte], to: client) else { return }
            }
        } else {
            guard write(plan.head, to: client) else { return }
        }
        for _ in 0..<(method == "HEAD" ? 0 : plan.pieces) {
            if plan.pause > 0 { usleep(UInt32(plan.pause * 1e6)) }
            guard !isStopped, write(plan.piece, to: client) else { return }
            state.withLock { $0.sent += plan.piece.count }
        }
        if plan.stallAfter > 0 { usleep(UInt32(plan.stallAfter * 1e6)) }
    }

    private func write(_ bytes: [UInt8], to client: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix
    }
}
