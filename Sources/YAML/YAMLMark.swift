/// A position in YAML text: the UTF-8 byte offset (for editing the text in place) and 1-based line and column
/// (for diagnostics; columns count Unicode scalars).
package struct YAMLMark: Sendable, Hashable, Comparable {
    /// Byte offset into the UTF-8 text.
    package let offset: Int
    /// 1-based line.
    package let line: Int
    /// 1-based column, in Unicode scalars.
    package let column: Int

    /// Creates a mark.
    package init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// Orders by offset.
    package static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool { lhs.offset < rhs.offset }
}
