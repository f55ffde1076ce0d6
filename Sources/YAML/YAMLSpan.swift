/// Where a node stands in the text: from its first character to just past its last.
package struct YAMLSpan: Sendable, Hashable {
    /// The first character (for a key's value, the value itself, not the key).
    package let start: YAMLMark
    /// Just past the last character.
    package let end: YAMLMark

    /// Creates a span.
    package init(start: YAMLMark, end: YAMLMark) {
        self.start = start
        self.end = end
    }

    /// The UTF-8 byte range, for editing the text in place.
    package var byteRange: Range<Int> { start.offset..<max(start.offset, end.offset) }
}
