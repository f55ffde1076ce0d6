/// The words a visitor reads in rendered Markdown, for the search index: the HTML's text with its tags left out
/// (each tag a space, so `<li>a</li><li>b</li>` is two words), the entities cmark-gfm writes decoded, and numeric
/// character references read.
enum SearchPlainText {
    /// The text of `html`, read as UTF-8 bytes (the scalars appended one by one to a `String` were a tenth of a
    /// 10,000-place build).
    static func of(html: String) -> String {
        var html = html
        return html.withUTF8 { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "<") {
                    text.append(UInt8(ascii: " "))
                    index = (bytes[index...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count - 1) + 1
                    continue
                }
                if byte == UInt8(ascii: "&"), let semicolon = bytes[index..<min(bytes.count, index + 12)].firstIndex(of: UInt8(ascii: ";")) {
                    let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                    if let decoded = decode(name) { text.append(contentsOf: String(decoded).utf8) }
                    index = semicolon + 1
                    continue
                }
                text.append(byte)
                index += 1
            }
            return String(decoding: text, as: UTF8.self)
        }
    }

    /// The character an entity's name (between `&` and `;`) stands for; nil for a name it does not know, which
    /// is then left out.
    private static func decode(_ name: String) -> Unicode.Scalar? {
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "amp": return "&"
        case "apos": return "'"
        case "nbsp": return " "
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init)
        }
    }
}
