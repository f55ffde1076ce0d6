/// The line of a position in a page, counted forward from the last position asked for: a scan that asks in
/// document order counts each byte once, eight bytes at a time.
struct LineCounter {
    private var offset = 0
    private var line = 1

    /// The 1-based line of the byte at `target` (not before the last position asked for) of `bytes`.
    mutating func line(at target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard target > offset, let base = bytes.baseAddress else { return line }
        line += Self.lineFeeds(in: UnsafeRawPointer(base + offset), count: target - offset)
        offset = target
        return line
    }

    /// The number of line feeds in `count` bytes from `start`.
    static func lineFeeds(in start: UnsafeRawPointer, count: Int) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var total = 0
        var index = 0
        while count - index >= 8 {
            // A zero byte where the input has a line feed; the high bit of each byte of `zero` is set exactly
            // when that byte is zero (no carry crosses bytes).
            let word = start.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ (ones &* 0x0A)
            let zero = ~(((word & lows) &+ lows) | word | lows)
            total += Int((((zero >> 7) &* ones) >> 56))
            index += 8
        }
        while index < count {
            if start.load(fromByteOffset: index, as: UInt8.self) == 0x0A { total += 1 }
            index += 1
        }
        return total
    }
}
