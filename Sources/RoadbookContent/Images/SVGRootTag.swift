/// The attributes of the root `<svg …>` start tag of an SVG document, found without an XML parser: the
/// first `<svg` element after the prolog, comments and doctype.
struct SVGRootTag {
    private let attributes: [String: String]

    /// The root tag of `text`, or `nil` when the text has no `<svg` element.
    init?(text: String) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            let after = rest[rest.index(after: open)...]
            if after.hasPrefix("!--") {
                guard let end = after.range(of: "-->") else { return nil }
                rest = after[end.upperBound...]
            } else if after.hasPrefix("svg") {
                let body = after.dropFirst(3)
                guard let first = body.first, first == " " || first == "\t" || first == "\n" || first == "\r" || first == ">" || first == "/"
                else { return nil }
                attributes = Self.parseAttributes(body)
                return
            } else if after.hasPrefix("?") || after.hasPrefix("!") {
                guard let end = after.firstIndex(of: ">") else { return nil }
                rest = after[after.index(after: end)...]
            } else {
                return nil  // another root element
            }
        }
        return nil
    }

    /// The value of attribute `name` (case-sensitive, as in XML), if present.
    func attribute(_ name: String) -> String? {
        attributes[name]
    }

    private static func parseAttributes(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var index = text.startIndex
        func skipSpaces() {
            while index < text.endIndex, text[index].isWhitespace { index = text.index(after: index) }
        }
        while true {
            skipSpaces()
            guard index < text.endIndex, text[index] != ">", text[index] != "/" else { return result }
            let nameStart = index
            while index < text.endIndex, !text[index].isWhitespace, text[index] != "=", text[index] != ">" {
                index = text.index(after: index)
            }
            let name = String(text[nameStart..<index])
            skipSpaces()
            guard index < text.endIndex, text[index] == "=" else {
                if name.isEmpty { return result }
                continue
            }
            index = text.index(after: index)
            skipSpaces()
            guard index < text.endIndex else { return result }
            let quote = text[index]
            guard quote == "\"" || quote == "'" else { return result }
            index = text.index(after: index)
            let valueStart = index
            while index < text.endIndex, text[index] != quote { index = text.index(after: index) }
            guard index < text.endIndex else { return result }
            result[name] = String(text[valueStart..<index])
            index = text.index(after: index)
        }
    }
}
