/// Finds the URLs a style sheet refers to: every `url(…)` (quoted or not) and every `@import "…"`, outside
/// comments and outside other strings, with the 1-based line and column where each URL starts.
///
/// CSS escapes in URLs are rare in generated sites; a URL with a backslash is taken with each escape of one
/// character undone (`\)` → `)`), which is what browsers read for the common cases.
package enum CSSReferenceScanner {
    /// One URL of a style sheet and where it starts.
    package struct Reference: Sendable, Equatable {
        /// The URL, trimmed of white space.
        package let url: String
        /// The 1-based line of the URL's first character.
        package let line: Int
        /// The 1-based column (in characters) of the URL's first character.
        package let column: Int
    }

    /// The URLs of `css` in order.
    package static func references(in css: some Collection<UInt8>) -> [Reference] {
        var cursor = Cursor(bytes: Array(css))
        var references: [Reference] = []
        while let byte = cursor.current {
            if byte == UInt8(ascii: "/"), cursor.peek(1) == UInt8(ascii: "*") {
                cursor.skipComment()
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                _ = cursor.readString()
            } else if byte == UInt8(ascii: "@"), cursor.matches("@import") {
                cursor.advance(by: 7)
                cursor.skipWhitespaceAndComments()
                if let quote = cursor.current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                    let (line, column) = (cursor.line, cursor.column + 2)
                    if let url = cursor.readString() { references.append(reference(url, line, column)) }
                }
            } else if (byte | 0x20) == UInt8(ascii: "u"), cursor.matches("url("), !cursor.followsNameCharacter {
                cursor.advance(by: 4)
                if let found = cursor.readURLArgument() { references.append(reference(found.url, found.line, found.column)) }
            } else {
                cursor.advance(by: 1)
            }
        }
        return references
    }

    private static func reference(_ url: String, _ line: Int, _ column: Int) -> Reference {
        Reference(url: URLText.cleaned(url), line: line, column: column)
    }
}
