/// The character references of HTML and XML: `&`, `<`, `>`, `"` and `'` replaced, in element content and
/// double-quoted attribute values alike.
///
/// Read byte by byte over the UTF-8: appending scalar by scalar to a `String` was a tenth of a 10,000-place build
/// (the descriptions of `trip.gpx`). Every byte to replace is ASCII, or the start of U+FFFE and U+FFFF (`EF BF BE`,
/// `EF BF BF`), so a byte never needs its neighbours decoded.
enum MarkupEscaper {
    /// `text` with the five characters replaced; `apostrophe` is the reference for `'`. With
    /// `replacingControlCharacters`, characters XML 1.0 cannot hold (control characters other than tab and line
    /// breaks, U+FFFE, U+FFFF) become U+FFFD.
    static func escaped(_ text: String, apostrophe: String, replacingControlCharacters: Bool) -> String {
        var copy = text
        let escaped: [UInt8]? = copy.withUTF8 { bytes in
            var index = 0
            while index < bytes.count, !mayBeReplaced(bytes[index]) || replacement(bytes, at: index, replacingControlCharacters) == nil {
                index += 1
            }
            guard index < bytes.count else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            append(bytes, from: index, to: &out, apostrophe: apostrophe, replacingControlCharacters: replacingControlCharacters)
            return out
        }
        guard let escaped else { return text }
        return UTF8Text.string(repairing: escaped)
    }

    /// Appends `text` escaped as ``escaped(_:apostrophe:replacingControlCharacters:)`` escapes it to `out`, the
    /// UTF-8 of a document being written.
    static func append(_ text: String, to out: inout [UInt8], apostrophe: String, replacingControlCharacters: Bool) {
        var copy = text
        copy.withUTF8 { bytes in
            append(bytes, from: 0, to: &out, apostrophe: apostrophe, replacingControlCharacters: replacingControlCharacters)
        }
    }

    /// Appends `bytes` up to `start` as they are, then from `start` escaped, to `out`.
    private static func append(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to out: inout [UInt8], apostrophe: String,
        replacingControlCharacters: Bool
    ) {
        var copied = 0
        var index = start
        let base = bytes.baseAddress
        while index < bytes.count {
            // Sixteen bytes at a time up to the first that may be replaced, then eight, then one.
            if index + 16 <= bytes.count, let base {
                let skipped = ByteBlock.firstMarked(replaceable(in: ByteBlock.load(base, at: index)))
                index += skipped
                if skipped == 16 { continue }
            } else if index + 8 <= bytes.count {
                let skipped = ByteWord.firstMarked(replaceable(in: ByteWord.load(bytes, at: index)))
                index += skipped
                if skipped == 8 { continue }
            }
            guard mayBeReplaced(bytes[index]), let kind = replacement(bytes, at: index, replacingControlCharacters) else {
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
            switch kind {
            case .reference(let reference): out.append(contentsOf: reference)
            case .apostrophe: out.append(contentsOf: apostrophe.utf8)
            case .replacementCharacter(let width):
                out.append(contentsOf: replacementCharacter)
                index += width - 1
            }
            index += 1
            copied = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<bytes.count]))
    }

    /// The bytes of `chunk` (``ByteWord``) that ``replacement(_:at:_:)`` may replace: the controls, `"`, `&`, `'`,
    /// `<`, `>` and 0xEF.
    @inline(__always)
    private static func replaceable(in chunk: UInt64) -> UInt64 {
        ByteWord.asciiBytes(of: chunk, below: 0x20) | ByteWord.bytes(of: chunk, equalTo: UInt8(ascii: "\""))
            | ByteWord.bytes(of: chunk, equalTo: UInt8(ascii: "&"), ignoring: 1) | ByteWord.bytes(of: chunk, equalTo: UInt8(ascii: "<"), ignoring: 2)
            | ByteWord.bytes(of: chunk, equalTo: 0xEF)
    }

    /// The bytes of `block` that ``replacement(_:at:_:)`` may replace, the same as in a word of eight: sixteen at a
    /// time, `trip.gpx`'s 5 MB of descriptions at 2,000 places took 49 M instructions in words, 9 a byte.
    @inline(__always)
    private static func replaceable(in block: ByteBlock.Bytes) -> ByteBlock.Marks {
        let controls: ByteBlock.Marks = block .< ByteBlock.Bytes(repeating: 0x20)
        let quotes: ByteBlock.Marks = block .== ByteBlock.Bytes(repeating: UInt8(ascii: "\""))
        let ampersands: ByteBlock.Marks = (block | ByteBlock.Bytes(repeating: 1)) .== ByteBlock.Bytes(repeating: UInt8(ascii: "'"))
        let angles: ByteBlock.Marks = (block | ByteBlock.Bytes(repeating: 2)) .== ByteBlock.Bytes(repeating: UInt8(ascii: ">"))
        let lead: ByteBlock.Marks = block .== ByteBlock.Bytes(repeating: 0xEF)
        return controls .| quotes .| ampersands .| angles .| lead
    }

    /// What the byte at `index` is replaced by.
    private enum Replacement {
        /// A character reference.
        case reference([UInt8])
        /// The caller's reference for `'`.
        case apostrophe
        /// U+FFFD in place of the character of `width` bytes starting here.
        case replacementCharacter(width: Int)
    }

    /// Whether ``replacement(_:at:_:)`` may replace a character starting with `byte`: the five characters and the
    /// controls are at most `>` (0x3E), U+FFFE and U+FFFF start with 0xEF. Most bytes of a text are neither, and
    /// this one comparison skips them (the `switch` for every byte of `trip.gpx`'s descriptions was a hundredth of
    /// a build).
    @inline(__always)
    private static func mayBeReplaced(_ byte: UInt8) -> Bool {
        byte <= UInt8(ascii: ">") || byte == 0xEF
    }

    /// What replaces the character starting at `index` of `bytes`, nil when it stays.
    @inline(__always)
    private static func replacement(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ replacingControlCharacters: Bool) -> Replacement? {
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "&"): return .reference(ampersand)
        case UInt8(ascii: "<"): return .reference(lessThan)
        case UInt8(ascii: ">"): return .reference(greaterThan)
        case UInt8(ascii: "\""): return .reference(quote)
        case UInt8(ascii: "'"): return .apostrophe
        case 0x09, 0x0A, 0x0D: return nil
        case 0x00..<0x20: return replacingControlCharacters ? .replacementCharacter(width: 1) : nil
        case 0xEF:
            // U+FFFE and U+FFFF: EF BF BE, EF BF BF.
            guard replacingControlCharacters, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
            else { return nil }
            return .replacementCharacter(width: 3)
        default: return nil
        }
    }

    private static let ampersand = Array("&amp;".utf8)
    private static let lessThan = Array("&lt;".utf8)
    private static let greaterThan = Array("&gt;".utf8)
    private static let quote = Array("&quot;".utf8)
    private static let replacementCharacter = Array("\u{FFFD}".utf8)
}
