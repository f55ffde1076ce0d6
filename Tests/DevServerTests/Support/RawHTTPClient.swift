import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a plain socket to 127.0.0.1, so tests send request paths exactly as written
/// (URLSession would normalize `..` away) and see redirects instead of following them. Every read has a timeout.
enum RawHTTPClient {
    /// A parsed response.
    struct Response {
        let status: Int
        let headers: [String: String]
        let body: Data

        /// The body as UTF-8 text.
        var text: String { String(decoding: body, as: UTF8.self) }

        /// A header by name, ignoring case.
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Sends `method path` to 127.0.0.1:`port` and reads the whole response (the connection is closed after it).
    static func send(_ method: String, _ path: String, port: UInt16, timeoutSeconds: Int = 5) throws -> Response {
        let fd = try LoopbackConnection.open(port: port, timeoutSeconds: timeoutSeconds)
        defer { close(fd) }
        let request = Array("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
        let sent = request.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == request.count else { throw Failure(description: "send failed") }
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw Failure(description: "recv failed: errno \(errno)") }
            received.append(contentsOf: buffer[0..<count])
        }
        return try parse(received)
    }

    static func parse(_ data: Data) throws -> Response {
        let separator = Data("\r\n\r\n".utf8)
        guard let end = data.range(of: separator) else { throw Failure(description: "no header end in \(data.count) bytes") }
        let head = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure(description: "bad status line") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return Response(status: status, headers: headers, body: Data(data[end.upperBound...]))
    }
}
