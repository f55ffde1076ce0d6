/// Eight bytes of UTF-8 read as one 64-bit word (the first byte in the low bits), and tests that mark the high bit
/// of each byte they hold for — exactly: no carry runs from one byte into the next — so that a scan for a few kinds
/// of byte passes eight of the others with a handful of instructions and stops at the first marked
/// (``firstMarked(_:)``). (Within this module: called from another, the tests were not inlined and cost more than
/// they saved.)
enum ByteWord {
    /// The high bit of each byte.
    static let highBits: UInt64 = 0x8080_8080_8080_8080
    /// The other seven bits of each byte.
    static let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F

    /// The eight bytes of `bytes` from `index` (at most `bytes.count - 8`).
    @inline(__always)
    static func load(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// The bytes of `word` that are `byte`.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        zeroBytes(word ^ 0x0101_0101_0101_0101 &* UInt64(byte))
    }

    /// The bytes of `word` that are `byte` or `byte` with `bit` set (`0x26` and `0x27` with `bit` 1).
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8, ignoring bit: UInt8) -> UInt64 {
        zeroBytes((word ^ 0x0101_0101_0101_0101 &* UInt64(byte)) & ~(0x0101_0101_0101_0101 &* UInt64(bit)))
    }

    /// The bytes of `word` that are ASCII below `limit` (at most 0x80).
    @inline(__always)
    static func asciiBytes(of word: UInt64, below limit: UInt8) -> UInt64 {
        ~((word & lowBits) &+ 0x0101_0101_0101_0101 &* UInt64(0x80 - limit)) & ~word & highBits
    }

    /// The bytes of `word` beyond ASCII (0x80 and above).
    @inline(__always)
    static func bytesBeyondASCII(of word: UInt64) -> UInt64 {
        word & highBits
    }

    /// The bytes of `word` that are 0.
    @inline(__always)
    static func zeroBytes(_ word: UInt64) -> UInt64 {
        ~(((word & lowBits) &+ lowBits) | word | lowBits)
    }

    /// The place of the first byte marked in `marks`; 8 when none is.
    @inline(__always)
    static func firstMarked(_ marks: UInt64) -> Int {
        marks.trailingZeroBitCount / 8
    }
}
