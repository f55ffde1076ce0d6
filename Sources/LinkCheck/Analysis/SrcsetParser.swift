/// Splits a `srcset` attribute into its candidate URLs, following the HTML standard's algorithm: a URL is
/// a run of non-white-space characters (so it may contain commas); trailing commas end it; descriptors
/// (`2x`, `300w`) follow until a comma outside parentheses.
package enum SrcsetParser {
    /// The candidate URLs of `srcset`, in order.
    package static func urls(in srcset: String) -> [String] {
        let bytes = Array(srcset.utf8)
        var urls: [String] = []
        var index = 0
        while index < bytes.count {
            while index < bytes.count, URLText.isHTMLWhitespace(bytes[index]) || bytes[index] == UInt8(ascii: ",") {
                index += 1
            }
            guard index < bytes.count else { break }
            let start = index
            while index < bytes.count, !URLText.isHTMLWhitespace(bytes[index]) { index += 1 }
            var end = index
            var endsWithComma = false
            while end > start, bytes[end - 1] == UInt8(ascii: ",") {
                end -= 1
                endsWithComma = true
            }
            if end > start { urls.append(String(decoding: bytes[start..<end], as: UTF8.self)) }
            if endsWithComma { continue }
            var depth = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "(") {
                    depth += 1
                } else if byte == UInt8(ascii: ")") {
                    depth = max(0, depth - 1)
                } else if byte == UInt8(ascii: ","), depth == 0 {
                    index += 1
                    break
                }
                index += 1
            }
        }
        return urls
    }
}
