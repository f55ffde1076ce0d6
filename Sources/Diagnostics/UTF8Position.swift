/// Positions in raw UTF-8 bytes, which may not be valid text: the line and column of a byte, and where the first
/// invalid sequence starts.
public enum UTF8Position {
    /// The 1-based line and column of the byte at `offset`: lines end at `\n`, columns count Unicode scalars (every
    /// byte that does not continue a sequence starts one), as ``LineIndex`` does for valid text.
    public static func position(ofByte offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// The offset of the first byte that does not start or continue a valid UTF-8 sequence; `nil` when all are valid.
    public static func firstInvalidByte(in bytes: some Collection<UInt8>) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
