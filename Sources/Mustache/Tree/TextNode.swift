/// Literal template text as UTF-8, with the offsets where template lines start (where a partial's indentation goes).
// @unchecked: `BlockReindenter` rewrites `bytes` and `lineStarts` while compiling, never once the tree is published.
final class TextNode: @unchecked Sendable {
    var bytes: [UInt8]
    var lineStarts: [Int]

    init(bytes: [UInt8], lineStarts: [Int]) {
        self.bytes = bytes
        self.lineStarts = lineStarts
    }
}
