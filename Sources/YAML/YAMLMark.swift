/// A position in YAML text: the UTF-8 byte offset (for editing the text in place) and 1-based line and column
/// (for diagnostics; columns count Unicode scalars).
public struct YAMLMark: Sendable, Hashable, Comparable {
    /// Byte offset into the UTF-8 text.
    public let offset: Int
    /// 1-based line.
    public let line: Int
    /// 1-based column, in Unicode scalars.
    public let column: Int

    /// Creates a mark.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Orders by offset.
    public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool { lhs.offset < rhs.offset }
}
