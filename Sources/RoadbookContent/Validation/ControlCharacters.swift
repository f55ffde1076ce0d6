import Diagnostics

/// The characters Roadbook refuses in text it reads: control characters (C0, DEL and C1) other than tab and
/// newline. They show nothing on a page, and in a terminal they are commands (`\e[2J` clears it); a NUL in a
/// `<title>` is not even valid HTML.
///
/// The one place of that rule: every check of text from files (and of text typed on the command line) asks here.
package enum ControlCharacters {
    /// Whether `scalar` is a control character that text may not hold: U+0000–U+001F but tab and newline,
    /// U+007F and U+0080–U+009F.
    package static func isDisallowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }

    /// The first disallowed character of `text` and its offset in Unicode scalars; with `allowingCRLF`, a carriage
    /// return right before a newline (a Windows line end in a file) is allowed.
    package static func firstDisallowed(in text: String, allowingCRLF: Bool = false) -> (offset: Int, scalar: Unicode.Scalar)? {
        if hasNoneOfThem(text) { return nil }
        var previous: (offset: Int, scalar: Unicode.Scalar)?
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if let pending = previous {
                if scalar == "\n" { previous = nil } else { return pending }
            }
            guard isDisallowed(scalar) else { continue }
            if allowingCRLF, scalar == "\r" {
                previous = (offset, scalar)
            } else {
                return (offset, scalar)
            }
        }
        return previous
    }

    /// Whether `text` holds no control character but tab and newline (not even a carriage return), from its UTF-8
    /// bytes: most text has none, and this is far cheaper than walking its scalars. U+0080–U+009F are `C2 80`–`C2 9F`.
    static func hasNoneOfThem(_ text: String) -> Bool {
        // From the string's own buffer when it has one (a file's text does): a byte loop the compiler keeps tight.
        if let answer = text.utf8.withContiguousStorageIfAvailable(hasNoneOfThem(inBuffer:)) { return answer }
        return hasNoneOfThem(inUTF8: Array(text.utf8))
    }

    /// ``hasNoneOfThem(inUTF8:)`` of a buffer, skipping eight bytes at a time that are all printable ASCII (none of
    /// 0x80 or more, none below 0x20, no 0x7F): a file's text is mostly that, and the byte loop over every
    /// description was a seventh of reading a place's file. Eight bytes that are not are read one by one.
    private static func hasNoneOfThem(inBuffer bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var afterC2 = false
        var index = 0
        while index < bytes.count {
            let end = min(index + 8, bytes.count)
            if !afterC2, end - index == 8, isPrintableASCII(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index = end
                continue
            }
            while index < end {
                let byte = bytes[index]
                if byte < 0x20 && byte != 0x09 && byte != 0x0A || byte == 0x7F || afterC2 && byte <= 0x9F { return false }
                afterC2 = byte == 0xC2
                index += 1
            }
        }
        return true
    }

    /// Whether each byte of `word` is in 0x20–0x7E (SWAR: a byte below 0x20, equal to 0x7F or of 0x80 or more sets
    /// the top bit of its lane in one of the three masks).
    private static func isPrintableASCII(_ word: UInt64) -> Bool {
        let (ones, highs) = (UInt64(0x0101_0101_0101_0101), UInt64(0x8080_8080_8080_8080))
        let belowSpace = (word &- 0x20 &* ones) & ~word & highs
        let deletes = word ^ (0x7F &* ones)
        let delete = (deletes &- ones) & ~deletes & highs
        return word & highs == 0 && belowSpace == 0 && delete == 0
    }

    private static func hasNoneOfThem<Bytes: Collection<UInt8>>(inUTF8 bytes: Bytes) -> Bool {
        var afterC2 = false
        for byte in bytes {
            if byte < 0x20 && byte != 0x09 && byte != 0x0A || byte == 0x7F || afterC2 && byte <= 0x9F { return false }
            afterC2 = byte == 0xC2
        }
        return true
    }

    /// The 1-based line and column within `text` of the first disallowed character (see
    /// ``firstDisallowed(in:allowingCRLF:)``), and the character.
    package static func firstDisallowedPosition(
        in text: String, allowingCRLF: Bool = false
    ) -> (line: Int, column: Int, scalar: Unicode.Scalar)? {
        guard let (offset, scalar) = firstDisallowed(in: text, allowingCRLF: allowingCRLF) else { return nil }
        var line = 1
        var column = 1
        for character in text.unicodeScalars.prefix(offset) {
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column, scalar)
    }

    /// `U+001B`, the way messages name a character.
    package static func name(of scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether `scalar` is any control character (C0, DEL, C1), tab and newline included.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool { VisibleText.isControl(scalar) }

    /// `text` with every control character made visible in caret notation (`^[` for ESC); see ``VisibleText``.
    /// This is how untrusted text is printed to a terminal.
    package static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        VisibleText.visible(text, keepingLineBreaks: keepingLineBreaks)
    }
}
