import Foundation
import Parallelism

#if canImport(Glibc)
    import Glibc
#endif

/// A small HTTP/1.1 server on 127.0.0.1 (a free port) for tests that fetch URLs: every request is answered by
/// a handler on its own thread, one request per connection. It counts requests per path and the most requests
/// in flight at once. Stop it with ``stop()`` (or by releasing it).
package final class FixtureHTTPServer: Sendable {
    /// A request as the handler sees it.
    package struct Request: Sendable {
        /// `GET`, `HEAD`, …
        package let method: String
        /// The path and query as sent.
        package let path: String
        /// How many requests to this path came before this one.
        package let earlierHits: Int
    }

    /// What the handler answers.
    package struct Response: Sendable {
        /// The status code.
        package var status: Int
        /// Extra headers (`Location`, `Retry-After`, `Content-Type`).
        package var headers: [String: String]
        /// The body (left out for `HEAD`).
        package var body: String
        /// Seconds to wait before answering.
        package var delay: Double
        /// How many filler header lines to send a quarter of a second apart after the status line (a server
        /// that trickles its answer: never idle, never done).
        package var trickledHeaders: Int

        /// A response.
        package init(
            _ status: Int, headers: [String: String] = [:], body: String = "", delay: Double = 0, trickledHeaders: Int = 0
        ) {
            self.status = status
            self.headers = headers
            self.body = body
            self.delay = delay
            self.trickledHeaders = trickledHeaders
        }
    }

    /// Why the server could not start.
    package struct Failure: Error, CustomStringConvertible {
        /// What failed.
        package let description: String
    }

    /// The port it listens on.
    package let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (Request) -> Response
    /// The requests so far, those being answered, and whether the server was stopped.
    private struct Record {
        var log: [(method: String, path: String, userAgent: String)] = []
        var inFlight = 0
        var mostInFlight = 0
        var isStopped = false
    }

    private let record = Locked(Record())
    private let acceptLoopDone = DispatchSemaphore(value: 0)

    /// Starts a server answering with `handler`.
    package init(handler: @escaping @Sendable (Request) -> Response) throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket failed: errno \(errno)") }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        guard let bound = Self.bindLoopback(fd), listen(fd, 128) == 0 else {
            close(fd)
            throw Failure(description: "cannot listen on 127.0.0.1: errno \(errno)")
        }
        listener = fd
        port = bound
        self.handler = handler
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit {
        stop()
    }

    /// `http://127.0.0.1:PORT` followed by `path`.
    package func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// The methods of the requests to `path`, in arrival order.
    package func methods(for path: String) -> [String] {
        record.withLock { $0.log.filter { $0.path == path }.map(\.method) }
    }

    /// The `User-Agent` of every request, in arrival order.
    package var userAgents: [String] { record.withLock { $0.log.map(\.userAgent) } }

    /// How many requests arrived in all.
    package var requestCount: Int { record.withLock { $0.log.count } }

    /// The most requests that were being answered at the same time (from the request's head read to its answer
    /// starting to go out).
    package var maxConcurrentRequests: Int { record.withLock { $0.mostInFlight } }

    /// Stops accepting connections and waits until the accepting thread has ended (requests being answered
    /// finish on their own threads).
    package func stop() {
        let wasStopped = record.withLock { record -> Bool in
            defer { record.isStopped = true }
            return record.isStopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        acceptLoopDone.wait()
        close(listener)
    }

    /// A port on 127.0.0.1 where nothing listens (bound, read, released), for "connection refused".
    package static func refusedPort() throws -> UInt16 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        guard let port = bindLoopback(fd) else { throw Failure(description: "cannot bind: errno \(errno)") }
        return port
    }

    private static func bindLoopback(_ fd: Int32) -> UInt16? {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let result = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic -> Int32 in
                guard bind(fd, generic, length) == 0 else { return -1 }
                return getsockname(fd, generic, &length)
            }
        }
        return result == 0 ? UInt16(bigEndian: address.sin_port) : nil
    }

    private func acceptLoop() {
        defer { acceptLoopDone.signal() }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in serve(connection) }
        }
    }

    private func serve(_ connection: Int32) {
        defer { close(connection) }
        var timeout = timeval(tv_sec: 5, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        guard let (method, path, userAgent) = Self.readRequestHead(connection) else { return }
        let earlier = record.withLock { record -> Int in
            let count = record.log.count { $0.path == path }
            record.log.append((method, path, userAgent))
            record.inFlight += 1
            record.mostInFlight = max(record.mostInFlight, record.inFlight)
            return count
        }
        let response = handler(Request(method: method, path: path, earlierHits: earlier))
        if response.delay > 0 { Thread.sleep(forTimeInterval: response.delay) }
        // Counted out before the answer goes out: the client can end this request (and start its next one) only
        // once it has the answer, so a client that keeps its limit is never seen over it however late this
        // thread runs again.
        record.withLock { $0.inFlight -= 1 }
        Self.write(response, isHead: method == "HEAD", to: connection)
    }

    /// Reads the request head and returns its method, path and `User-Agent`.
    private static func readRequestHead(_ connection: Int32) -> (String, String, String)? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while received.count < 65536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { return nil }
            received += buffer[0..<count]
            if String(decoding: received, as: UTF8.self).contains("\r\n\r\n") { break }
        }
        let lines = String(decoding: received, as: UTF8.self).split(separator: "\r\n")
        let parts = (lines.first ?? "").split(separator: " ")
        guard parts.count >= 2 else { return nil }
        let agent = lines.first { $0.lowercased().hasPrefix("user-agent:") }.map { $0.dropFirst(11).trimmingCharacters(in: .whitespaces) }
        return (String(parts[0]), String(parts[1]), agent ?? "")
    }

    private static func write(_ response: Response, isHead: Bool, to connection: Int32) {
        let body = Array(response.body.utf8)
        var head = "HTTP/1.1 \(response.status) Fixture\r\nContent-Length: \(body.count)\r\nConnection: close\r\n"
        if response.headers["Content-Type"] == nil { head += "Content-Type: text/html; charset=utf-8\r\n" }
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
        if response.trickledHeaders > 0 {
            let split = head.firstIndex(of: "\n").map { head.index(after: $0) } ?? head.endIndex
            send(String(head[..<split]), to: connection)
            head = String(head[split...])
            for number in 0..<response.trickledHeaders {
                Thread.sleep(forTimeInterval: 0.25)
                guard send("X-Trickle: \(number)\r\n", to: connection) else { return }
            }
        }
        let bytes = Array((head + "\r\n").utf8) + (isHead ? [] : body)
        _ = bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }

    @discardableResult
    private static func send(_ text: String, to connection: Int32) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }
}
