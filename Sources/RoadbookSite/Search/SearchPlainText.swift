/// The words a visitor reads in rendered Markdown, for the search index: the HTML's text with its tags left out
/// (each tag a space, so `<li>a</li><li>b</li>` is two words), the entities cmark-gfm writes decoded, and numeric
/// character references read.
enum SearchPlainText {
    /// The text of `html`.
    static func of(html: String) -> String {
        var text = String.UnicodeScalarView()
        let scalars = html.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            switch scalar {
            case "<":
                text.append(" ")
                index = scalars[index...].firstIndex(of: ">").map(scalars.index(after:)) ?? scalars.endIndex
                continue
            case "&":
                if let semicolon = scalars[index...].prefix(12).firstIndex(of: ";") {
                    let name = String(scalars[scalars.index(after: index)..<semicolon])
                    if let decoded = decode(name) { text.append(decoded) }
                    index = scalars.index(after: semicolon)
                    continue
                }
                text.append(scalar)
            default:
                text.append(scalar)
            }
            index = scalars.index(after: index)
        }
        return String(text)
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
