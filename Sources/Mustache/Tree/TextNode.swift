/// Literal template text as UTF-8, with the offsets where template lines start (where a partial's indentation goes).
/// `BlockReindenter` makes a new one with a block's indentation removed.
///
/// A class, so that the render's copy of a text node (each time a section's children are rendered again) is one
/// reference, not its two arrays: a fifth of the benchmark's render was reference counting of node copies.
final class TextNode: Sendable {
    let bytes: [UInt8]
    let lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}
