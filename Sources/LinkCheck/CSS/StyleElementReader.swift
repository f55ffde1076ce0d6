/// Finds the text of a page's `<style>` elements in its bytes (the HTML scanner hands over elements, not text)
/// and the URLs in it, with their line and column in the page.
///
/// Only the elements that start on a line the scanner reported as a checked `<style>` are read, so a `<style>`
/// in a comment, a script's string or an ignored part of the page is not.
enum StyleElementReader {
    /// The URLs of the `<style>` elements of `page` that start on one of `lines`, with page lines and columns.
    static func references(in page: some Collection<UInt8>, startingOn lines: [Int]) -> [CSSReferenceScanner.Reference] {
        let bytes = Array(page)
        let wanted = Set(lines)
        var references: [CSSReferenceScanner.Reference] = []
        var position = Position()
        while position.offset < bytes.count {
            if bytes[position.offset] != UInt8(ascii: "<") {
                position.step(over: bytes[position.offset])
            } else if position.at("<!--", in: bytes) {
                position.advance(toAfter: "-->", in: bytes)
            } else if position.at("<style", in: bytes), position.offset + 6 < bytes.count,
                Self.endsTagName(bytes[position.offset + 6])
            {
                let tagLine = position.line
                position.advance(toAfter: ">", in: bytes)
                let (contentLine, contentColumn, start) = (position.line, position.column, position.offset)
                position.advance(toBefore: "</style", in: bytes)
                guard wanted.contains(tagLine) else { continue }
                for reference in CSSReferenceScanner.references(in: bytes[start..<position.offset]) {
                    references.append(
                        CSSReferenceScanner.Reference(
                            url: reference.url, line: contentLine + reference.line - 1,
                            column: reference.line == 1 ? contentColumn + reference.column : reference.column))
                }
            } else {
                position.step(over: bytes[position.offset])
            }
        }
        return references
    }

    private static func endsTagName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "/")
    }

    /// An offset in the page with its line and the characters before it on that line.
    private struct Position {
        var offset = 0
        var line = 1
        var column = 0

        /// Whether `text` (ASCII, lower case) is at the offset, compared without case.
        func at(_ text: String, in bytes: [UInt8]) -> Bool {
            var index = offset
            for byte in text.utf8 {
                guard index < bytes.count, Self.lowercased(bytes[index]) == byte else { return false }
                index += 1
            }
            return true
        }

        private static func lowercased(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
        }

        mutating func step(over byte: UInt8) {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        /// Moves to the next `text` (ASCII, lower case), or to the end; only a byte equal to its first is compared
        /// further.
        mutating func advance(toBefore text: String, in bytes: [UInt8]) {
            let first = text.utf8.first!
            while offset < bytes.count, bytes[offset] != first || !at(text, in: bytes) { step(over: bytes[offset]) }
        }

        mutating func advance(toAfter text: String, in bytes: [UInt8]) {
            advance(toBefore: text, in: bytes)
            for _ in text.utf8 where offset < bytes.count { step(over: bytes[offset]) }
        }
    }
}
