/// A request path, percent-decoded and split into segments that cannot leave the served folder.
struct RequestPath: Sendable, Equatable {
    /// The decoded segments, without empty and `.` segments (`/a//b/./c` → `a`, `b`, `c`).
    let segments: [String]
    /// Whether the path ends with `/` (asks for a folder).
    let hasTrailingSlash: Bool

    /// Why a path is refused.
    enum Refusal: Error, Equatable {
        /// Not a path (no leading `/`, a broken `%` escape, invalid UTF-8, a NUL byte): 400.
        case malformed
        /// A `..` segment, encoded or not: 403.
        case escapesRoot
    }

    /// Decodes `raw` (as sent, percent-encoded); the query string, if any, is ignored.
    static func parse(_ raw: String) throws(Refusal) -> RequestPath {
        let path = raw.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard path.hasPrefix("/") else { throw .malformed }
        let decoded = try percentDecoded(path)
        var segments: [String] = []
        for segment in decoded.split(separator: "/", omittingEmptySubsequences: true) {
            if segment == "." { continue }
            if segment == ".." { throw .escapesRoot }
            segments.append(String(segment))
        }
        return RequestPath(segments: segments, hasTrailingSlash: decoded.hasSuffix("/"))
    }

    /// The path in the folder (`a/b/c.html`), empty for the root.
    var relativePath: String {
        segments.joined(separator: "/")
    }

    /// The path re-encoded for a `Location` header: a leading `/`, reserved bytes escaped (so no `//host`).
    func encoded(trailingSlash: Bool) -> String {
        let body = segments.map(Self.percentEncoded).joined(separator: "/")
        if body.isEmpty { return "/" }
        return "/" + body + (trailingSlash ? "/" : "")
    }

    private static func percentDecoded(_ text: String) throws(Refusal) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                throw .malformed
            }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0), let decoded = String(validating: bytes, as: UTF8.self) else { throw .malformed }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func percentEncoded(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
