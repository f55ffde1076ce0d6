/// Where a node stands in the text: from its first character to just past its last.
public struct YAMLSpan: Sendable, Hashable {
    /// The first character (for a key's value, the value itself, not the key).
    public let start: YAMLMark
    /// Just past the last character.
    public let end: YAMLMark

    /// Creates a span.
    public init(start: YAMLMark, end: YAMLMark) {
        self.start = start
        self.end = end
    }

    /// The UTF-8 byte range, for editing the text in place.
    public var byteRange: Range<Int> { start.offset..<max(start.offset, end.offset) }
}
