/// Unicode's White_Space characters as UTF-8 bytes: ASCII's (tab, line feed, vertical tab, form feed, carriage
/// return, space), U+0085, the no-break space, U+1680, the typographic spaces U+2000–U+200A, the line and paragraph
/// separators, U+202F, U+205F and U+3000. One definition for every text that turns its runs of white space into one
/// space (the exports' one-line descriptions, ``RenderedText/tidyTextUTF8(ofHTML:into:)``).
package enum WhiteSpace {
    /// The length in bytes of the white space character at `index` of the UTF-8 `bytes`, or 0 when there is none.
    /// Only ASCII's white space and the lead bytes `C2`, `E1`, `E2`, `E3` can start one.
    @inline(__always)
    package static func width(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
        let byte = bytes[index]
        if byte < 0x80 { return byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) ? 1 : 0 }
        guard byte == 0xC2 || byte == 0xE1 || byte == 0xE2 || byte == 0xE3 else { return 0 }
        let width = byte == 0xC2 ? 2 : 3
        guard index + width <= bytes.count else { return 0 }
        var value = UInt32(byte) & (width == 2 ? 0x1F : 0x0F)
        for offset in 1..<width { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return contains(value) ? width : 0
    }

    /// Whether the scalar `value` is white space.
    package static func contains(_ value: UInt32) -> Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
