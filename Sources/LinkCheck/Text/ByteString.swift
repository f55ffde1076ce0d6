import Foundation

/// A string compared and hashed by its UTF-8 bytes, as a web server compares paths: `café` written with a
/// composed `é` and with `e` plus a combining accent are different here, though Swift's `String ==` (canonical
/// equivalence) calls them equal. Paths, ids and fragments are keyed by this type.
struct ByteString: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The text.
    let text: String

    /// Wraps `text`.
    init(_ text: String) {
        self.text = text
    }

    var description: String { text }

    static func == (lhs: ByteString, rhs: ByteString) -> Bool {
        guard lhs.text.utf8.count == rhs.text.utf8.count else { return false }
        return lhs.withBytes { a in
            rhs.withBytes { b in a.count == 0 || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Orders by bytes (so the order is the same as `sort` in the C locale); compared with `memcmp`, since the
    /// site's paths are sorted before anything else can run.
    static func < (lhs: ByteString, rhs: ByteString) -> Bool {
        lhs.withBytes { a in
            rhs.withBytes { b in
                let common = min(a.count, b.count)
                let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
                return order != 0 ? order < 0 : a.count < b.count
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Calls `body` with the text's UTF-8 bytes: in place for the native strings the checker makes (no copy of
    /// the string, so no reference counting on every hash and comparison), through a copy otherwise.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = text
        return copy.withUTF8(body)
    }
}
