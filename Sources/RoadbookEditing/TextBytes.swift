/// UTF-8 text as bytes, with the line and whitespace questions the editor asks of it.
struct TextBytes: Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Space, tab, line feed or carriage return.
    func isWhitespace(at index: Int) -> Bool {
        let byte = bytes[index]
        return byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// The start of the line holding `index`.
    func lineStart(of index: Int) -> Int {
        var start = min(index, bytes.count)
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start
    }

    /// Just past the line end of the line holding `index` (or the end of the text).
    func lineEnd(from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return min(end + 1, bytes.count)
    }

    /// The indentation of the line starting at `lineStart`, if that line is a comment (`#` its first non-blank).
    func commentIndent(ofLineAt lineStart: Int) -> Int? {
        var index = lineStart
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "#") else { return nil }
        return index - lineStart
    }

    /// The number of spaces that start the line holding `index`.
    func indent(ofLineHolding index: Int) -> Int {
        let start = lineStart(of: index)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 { end += 1 }
        return end - start
    }

    /// Whether a collection starting at `index` is written in flow style (`[` or `{`).
    func isFlowOpener(at index: Int) -> Bool {
        index < bytes.count && (bytes[index] == UInt8(ascii: "[") || bytes[index] == UInt8(ascii: "{"))
    }

    /// Whether the block scalar whose header (`|+`, `>2+`) starts at `index` keeps its trailing blank lines.
    func blockScalarKeepsTrailingLines(at index: Int) -> Bool {
        var cursor = index + 1
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "+") { return true }
            if byte == UInt8(ascii: "-") || !(byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) { return false }
            cursor += 1
        }
        return false
    }

    /// The bytes of `range`.
    subscript(range: Range<Int>) -> ArraySlice<UInt8> { bytes[range] }
}
