/// Literal template text as UTF-8, with the offsets where template lines start (where a partial's indentation goes).
/// `BlockReindenter` makes a copy with a block's indentation removed.
struct TextNode: Sendable {
    var bytes: [UInt8]
    var lineStarts: [Int]
}
