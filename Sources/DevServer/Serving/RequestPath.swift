import Escaping
/// A request path, percent-decoded to bytes and split into segments that cannot leave the served folder.
///
/// Decoding comes first and every check is made on the decoded bytes: `%2e%2e` is a `..` segment, `%2f` separates
/// segments, `%00` and bytes that are not UTF-8 make the path malformed. The segments are the exact bytes the
/// client asked for (no Unicode normalization), which is what the file system compares.
struct RequestPath: Sendable, Equatable {
    /// The decoded segments, as bytes, without empty and `.` segments (`/a//b/./c` → `a`, `b`, `c`); none holds
    /// `/` or NUL, and none is `..`.
    let segments: [[UInt8]]
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
        let path = raw.utf8.split(separator: UInt8(ascii: "?"), maxSplits: 1, omittingEmptySubsequences: false).first
        guard let path, path.first == UInt8(ascii: "/") else { throw .malformed }
        guard let decoded = PercentEscapes.strictlyDecoded(path), !decoded.contains(0),
            String(validating: decoded, as: UTF8.self) != nil
        else { throw .malformed }
        var segments: [[UInt8]] = []
        for segment in decoded.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true) {
            if segment.elementsEqual(".".utf8) { continue }
            if segment.elementsEqual("..".utf8) { throw .escapesRoot }
            segments.append(Array(segment))
        }
        return RequestPath(segments: segments, hasTrailingSlash: decoded.last == UInt8(ascii: "/"))
    }

    /// This path without the leading segments of `prefix` (the site's base path), or as it is when it does not
    /// start with them: `/ozbekiston/theme.css` → `/theme.css`, `/ozbekiston` → `/`.
    func removingPrefix(_ prefix: RequestPath) -> RequestPath {
        guard !prefix.segments.isEmpty, segments.starts(with: prefix.segments) else { return self }
        let rest = Array(segments.dropFirst(prefix.segments.count))
        return RequestPath(segments: rest, hasTrailingSlash: rest.isEmpty || hasTrailingSlash)
    }

    /// The segments as text (they are valid UTF-8), for messages and tests.
    var names: [String] {
        segments.map { String(decoding: $0, as: UTF8.self) }
    }

    /// The last segment's name (empty for the root), which decides the media type.
    var lastName: String {
        names.last ?? ""
    }

    /// The path re-encoded for a `Location` header: a leading `/`, reserved bytes escaped (so no `//host`).
    func encoded(trailingSlash: Bool) -> String {
        let body = segments.map(PercentEscapes.encoded).joined(separator: "/")
        if body.isEmpty { return "/" }
        return "/" + body + (trailingSlash ? "/" : "")
    }
}
