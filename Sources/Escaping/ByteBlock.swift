/// Sixteen bytes of UTF-8 read as one `SIMD16<UInt8>` (the first byte in lane 0), and the first lane a test marked:
/// a scan for a few kinds of byte passes sixteen of the others with about twenty SSE2 instructions. The tests are
/// written by each scan as compares of concrete vectors (`.<`, `.==`, OR-ed with `.|`). Within this module, like
/// ``ByteWord``: made `package` and `@inlinable`, they were still called from another module, not inlined.
enum ByteBlock {
    /// Sixteen bytes.
    typealias Bytes = SIMD16<UInt8>
    /// One lane set (all ones) for each byte a test holds for.
    typealias Marks = SIMDMask<SIMD16<Int8>>

    /// The sixteen bytes at `base + index` (at least sixteen must be there).
    @inline(__always)
    static func load(_ base: UnsafePointer<UInt8>, at index: Int) -> Bytes {
        UnsafeRawPointer(base + index).loadUnaligned(as: Bytes.self)
    }

    /// The place of the first byte marked in `marks`; 16 when none is.
    @inline(__always)
    static func firstMarked(_ marks: Marks) -> Int {
        let words = unsafeBitCast(marks, to: SIMD2<UInt64>.self)
        if words[0] != 0 { return words[0].trailingZeroBitCount / 8 }
        if words[1] != 0 { return 8 + words[1].trailingZeroBitCount / 8 }
        return 16
    }
}
