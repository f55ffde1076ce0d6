#if canImport(Glibc)
    import Glibc
#endif

/// Strings made from UTF-8 bytes, checked by a scan that passes ASCII eight bytes at a time and then copied without
/// a second check.
///
/// `String(decoding:as:)`, `String(cString:)`, `String(unsafeUninitializedCapacity:initializingUTF8With:)` and
/// Foundation's `String(data:encoding:)` validate the bytes at about ten instructions a byte, ASCII too: 4–5 % of a
/// build's instructions (cmark-gfm's HTML, the descriptions' text, the content files, the variant paths). The
/// answers here are those of the standard library: ``string(validating:)`` is nil exactly when the bytes are not
/// UTF-8, ``string(repairing:)`` replaces each invalid sequence by U+FFFD as `String(decoding:as:)` does (by
/// leaving such bytes to it).
package enum UTF8Text {
    /// Whether `bytes` are UTF-8 as Unicode defines it: no overlong form, no surrogate, nothing above U+10FFFF, no
    /// sequence cut short.
    package static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let count = bytes.count
        var index = 0
        while index < count {
            while index + 8 <= count, ByteWord.bytesBeyondASCII(of: ByteWord.load(bytes, at: index)) == 0 { index += 8 }
            guard index < count else { return true }
            let lead = base[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(lead: lead, second: index + 1 < count ? base[index + 1] : 0),
                index + length <= count
            else { return false }
            for offset in 2..<max(2, length) where base[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }

    /// The length of the sequence that starts with `lead` (0x80 or above) and `second`, when `second` may follow it
    /// (a continuation byte in the range the lead allows); nil when the two cannot start a scalar.
    @inline(__always)
    private static func sequenceLength(lead: UInt8, second: UInt8) -> Int? {
        let (length, low, high): (Int, UInt8, UInt8) =
            switch lead {
            case 0xC2...0xDF: (2, 0x80, 0xBF)
            case 0xE0: (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80, 0xBF)
            case 0xED: (3, 0x80, 0x9F)
            case 0xF0: (4, 0x90, 0xBF)
            case 0xF1...0xF3: (4, 0x80, 0xBF)
            case 0xF4: (4, 0x80, 0x8F)
            default: (0, 1, 0)
            }
        return second >= low && second <= high ? length : nil
    }

    /// `bytes` as a string; nil when they are not UTF-8.
    package static func string(validating bytes: UnsafeBufferPointer<UInt8>) -> String? {
        isValid(bytes) ? String(copying: UTF8Span(unchecked: bytes.span)) : nil
    }

    /// `bytes` as a string, an invalid sequence replaced by U+FFFD.
    package static func string(repairing bytes: UnsafeBufferPointer<UInt8>) -> String {
        isValid(bytes) ? String(copying: UTF8Span(unchecked: bytes.span)) : String(decoding: bytes, as: UTF8.self)
    }

    /// `bytes` as a string, an invalid sequence replaced by U+FFFD.
    package static func string(repairing bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { string(repairing: $0) }
    }

    /// `bytes` as a string; nil when they are not UTF-8.
    package static func string(validating bytes: [UInt8]) -> String? {
        bytes.withUnsafeBufferPointer { string(validating: $0) }
    }

    /// The C string at `pointer` (up to its NUL), an invalid sequence replaced by U+FFFD, as `String(cString:)`.
    package static func string(repairingCString pointer: UnsafePointer<CChar>) -> String {
        let length = strlen(pointer)
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) { string(repairing: UnsafeBufferPointer(start: $0, count: length)) }
    }
}
