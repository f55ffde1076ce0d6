/// The character references of HTML and XML: `&`, `<`, `>`, `"` and `'` replaced, in element content and
/// double-quoted attribute values alike.
enum MarkupEscaper {
    /// `text` with the five characters replaced; `apostrophe` is the reference for `'`. With
    /// `replacingControlCharacters`, characters XML 1.0 cannot hold (control characters other than tab and line
    /// breaks, U+FFFE, U+FFFF) become U+FFFD.
    static func escaped(_ text: String, apostrophe: String, replacingControlCharacters: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += apostrophe
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where replacingControlCharacters && (scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
