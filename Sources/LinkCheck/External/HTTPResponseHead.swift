/// The head of an HTTP answer, read one line at a time as libcurl hands the lines over: the status line, the header
/// fields, the empty line that ends it. Interim `1xx` heads are skipped. Bounded: a head larger than
/// ``maxBytes`` or with more than ``maxFields`` fields is malformed, however patiently it arrives.
struct HTTPResponseHead: Sendable {
    /// The most bytes a head may have (status line and fields).
    static let maxBytes = 256 << 10
    /// The most header fields a head may have.
    static let maxFields = 1_000
    /// What an answer that is not HTTP at all is reported as.
    static let notHTTP = "malformed response: not an HTTP answer"

    /// Where reading stands after a line.
    enum Progress: Equatable, Sendable {
        /// More lines are expected.
        case reading
        /// The head is complete.
        case complete
        /// The answer is not a well-formed HTTP head; the reason, as reported.
        case malformed(String)
    }

    /// The status code, once the status line was read.
    private(set) var status: Int?
    /// The fields, in the order received (names as sent).
    private(set) var fields: [(name: String, value: String)] = []
    private var byteCount = 0

    /// The fields by lower-case name, the first of each name kept.
    var headers: [String: String] {
        var headers: [String: String] = [:]
        for field in fields where headers[field.name.lowercased()] == nil {
            headers[field.name.lowercased()] = field.value
        }
        return headers
    }

    /// Reads one line, with its line end (`\r\n` or a bare `\n`, both of which HTTP clients accept).
    mutating func read<Line: Collection<UInt8>>(line: Line) -> Progress {
        byteCount += line.count
        guard byteCount <= Self.maxBytes else { return .malformed("malformed response: a head larger than \(Self.maxBytes >> 10) KiB") }
        var text = Array(line)
        while let last = text.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { text.removeLast() }
        guard let status else {
            guard let code = Self.statusCode(ofStatusLine: text) else { return .malformed(Self.notHTTP) }
            self.status = code
            return .reading
        }
        if text.isEmpty {
            guard (100..<200).contains(status), status != 101 else { return .complete }
            // An interim answer (`100 Continue`, `103 Early Hints`): the real one follows.
            self.status = nil
            fields = []
            return .reading
        }
        guard fields.count < Self.maxFields else { return .malformed("malformed response: more than \(Self.maxFields) header fields") }
        if let colon = text.firstIndex(of: UInt8(ascii: ":")) {
            let name = String(decoding: text[..<colon], as: UTF8.self).trimmingSpaces
            let value = String(decoding: text[(colon + 1)...], as: UTF8.self).trimmingSpaces
            if !name.isEmpty { fields.append((name, value)) }
        }
        return .reading
    }

    /// The code of `HTTP/1.1 200 OK`, `HTTP/1.1 200` or `HTTP/2 200`; nil for anything else.
    static func statusCode(ofStatusLine line: [UInt8]) -> Int? {
        let words = line.split(separator: UInt8(ascii: " "), maxSplits: 2, omittingEmptySubsequences: true)
        guard words.count >= 2, words[0].starts(with: Array("HTTP/".utf8)) else { return nil }
        let code = words[1]
        guard code.count == 3, code.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        let value = code.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        return (100...999).contains(value) ? value : nil
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
