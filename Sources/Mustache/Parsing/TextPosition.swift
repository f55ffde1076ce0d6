/// Turns UTF-8 byte offsets of one text into 1-based lines and columns counted in Unicode scalars.
struct TextPosition {
    private let bytes: [UInt8]
    private let lineStarts: [Int]

    /// Indexes the line starts of `bytes`.
    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The line and column of the byte at `offset`.
    func position(of offset: Int) -> (line: Int, column: Int) {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var column = 1
        var index = lineStarts[low]
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return (low + 1, column)
    }

    /// The line and column of the byte at `offset` in `bytes`, for a single lookup.
    static func of(offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        TextPosition(bytes).position(of: offset)
    }
}
