/// Small text operations on URLs as written in HTML attributes.
package enum URLText {
    /// Strips leading and trailing HTML white space and removes tabs and line breaks inside, as browsers do
    /// before parsing a URL.
    static func cleaned(_ raw: String) -> String {
        var text = raw
        return text.withUTF8 { utf8 in
            var start = 0
            var end = utf8.count
            while start < end, isHTMLWhitespace(utf8[start]) { start += 1 }
            while end > start, isHTMLWhitespace(utf8[end - 1]) { end -= 1 }
            let slice = utf8[start..<end]
            if !slice.contains(where: { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) {
                if start == 0, end == utf8.count { return raw }
                return String(decoding: slice, as: UTF8.self)
            }
            return String(decoding: slice.filter { $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        }
    }

    /// Whether `byte` is HTML white space (space, tab, line feed, form feed, carriage return).
    package static func isHTMLWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0C || byte == 0x0D
    }

    /// The lower-cased scheme of `url` (`http`, `mailto`), or `nil` for a relative URL.
    static func scheme(of url: String) -> String? {
        for (offset, byte) in url.utf8.enumerated() {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
                guard offset > 0 else { return nil }
            case UInt8(ascii: ":"):
                // Schemes are short ASCII, so this is a small string: no allocation.
                return offset > 0 ? String(decoding: url.utf8.prefix(offset), as: UTF8.self).lowercased() : nil
            default:
                return nil
            }
        }
        return nil
    }
}
