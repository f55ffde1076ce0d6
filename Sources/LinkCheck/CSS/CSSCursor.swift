extension CSSReferenceScanner {
    /// A position in a style sheet's bytes that knows its line and column.
    struct Cursor {
        let bytes: [UInt8]
        private(set) var offset = 0
        private(set) var line = 1
        /// The 1-based column of the byte before ``offset`` counted in characters (UTF-8 continuation bytes
        /// do not count); 0 at a line's start.
        private(set) var column = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        var current: UInt8? { offset < bytes.count ? bytes[offset] : nil }

        func peek(_ distance: Int) -> UInt8? { offset + distance < bytes.count ? bytes[offset + distance] : nil }

        /// Whether the byte before the cursor is part of a name (`myurl(` is not `url(`).
        var followsNameCharacter: Bool {
            guard offset > 0 else { return false }
            let byte = bytes[offset - 1]
            return byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte >= 0x80
                || (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
                || byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
        }

        /// Whether the bytes at the cursor are `text`, ASCII letters compared without case.
        func matches(_ text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            guard offset + count <= bytes.count else { return false }
            let start = text.utf8Start
            for index in 0..<count where (bytes[offset + index] | 0x20) != (start[index] | 0x20) { return false }
            return true
        }

        mutating func advance(by count: Int) {
            for _ in 0..<count {
                guard offset < bytes.count else { return }
                let byte = bytes[offset]
                offset += 1
                if byte == UInt8(ascii: "\n") {
                    line += 1
                    column = 0
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }

        mutating func skipComment() {
            advance(by: 2)
            while offset < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                advance(by: 1)
            }
            advance(by: 2)
        }

        mutating func skipWhitespaceAndComments() {
            while let byte = current {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r") || byte == 0x0C
                {
                    advance(by: 1)
                } else if byte == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                    skipComment()
                } else {
                    return
                }
            }
        }

        /// Reads a quoted string at the cursor (its escapes undone); `nil` when a line break ends it first (a bad
        /// string, which CSS drops).
        mutating func readString() -> String? {
            guard let quote = current else { return nil }
            advance(by: 1)
            var value: [UInt8] = []
            while let byte = current {
                if byte == quote {
                    advance(by: 1)
                    return String(decoding: value, as: UTF8.self)
                }
                if byte == UInt8(ascii: "\n") { return nil }
                if byte == UInt8(ascii: "\\"), let next = peek(1) {
                    advance(by: 2)
                    if next != UInt8(ascii: "\n") { value.append(next) }
                    continue
                }
                value.append(byte)
                advance(by: 1)
            }
            return nil
        }

        /// Reads the argument of `url(` (the cursor just after the parenthesis): a quoted string or the bytes up to
        /// `)`, with the line and column where it starts; `nil` when it is not closed.
        mutating func readURLArgument() -> (url: String, line: Int, column: Int)? {
            skipWhitespaceAndComments()
            let (startLine, startColumn) = (line, column + 1)
            if let quote = current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let url = readString() else { return nil }
                return (url, startLine, startColumn + 1)
            }
            var value: [UInt8] = []
            while let byte = current, byte != UInt8(ascii: ")") {
                if byte == UInt8(ascii: "\\"), let next = peek(1) {
                    value.append(next)
                    advance(by: 2)
                    continue
                }
                value.append(byte)
                advance(by: 1)
            }
            guard current != nil else { return nil }
            advance(by: 1)
            return (String(decoding: value, as: UTF8.self), startLine, startColumn)
        }
    }
}
