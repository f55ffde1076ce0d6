/// Reads the `content` of `<meta http-equiv="refresh">` as the HTML standard does: a delay, then `;` or `,`,
/// then the URL, optionally after `url=` and in quotes (`0; url='/new/'`).
package enum RefreshContent {
    /// The URL of `content`, or `nil` when it only reloads the page.
    package static func url(in content: String) -> String? {
        var rest = Substring(content).drop { isSpace($0) }
        rest = rest.drop { ($0 >= "0" && $0 <= "9") || $0 == "." }
        rest = rest.drop { isSpace($0) }
        guard let separator = rest.first, separator == ";" || separator == "," else { return nil }
        rest = rest.dropFirst().drop { isSpace($0) }
        if rest.lowercased().hasPrefix("url") {
            let afterName = rest.dropFirst(3).drop { isSpace($0) }
            if afterName.first == "=" { rest = afterName.dropFirst().drop { isSpace($0) } }
        }
        if let quote = rest.first, quote == "'" || quote == "\"" {
            rest = rest.dropFirst()
            if let end = rest.firstIndex(of: quote) { rest = rest[..<end] }
        }
        let url = URLText.cleaned(String(rest))
        return url.isEmpty ? nil : url
    }

    private static func isSpace(_ character: Character) -> Bool {
        character == " " || character == "\t" || character == "\n" || character == "\r" || character == "\u{0C}"
    }
}
