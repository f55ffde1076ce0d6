/// iCalendar's text rules (RFC 5545): TEXT values escaped (3.3.11), content lines folded at 75 octets (3.1) and
/// ended with CRLF, written byte by byte into ``bytes`` (a calendar of 10,000 places built from `String`s piece by
/// piece, scalar by scalar, took a second of one core).
struct ICalendarText {
    /// The longest line, in octets, without its CRLF.
    static let lineLimit = 75

    /// The content lines so far, as UTF-8.
    private(set) var bytes: [UInt8] = []

    /// An empty calendar text, with room for about `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Adds the folded content line `NAME:value`, the value written as it is (a date, a number, a URL).
    mutating func line(_ name: String, _ value: String) {
        Self.appendFolded([Array(name.utf8), [UInt8(ascii: ":")], Array(value.utf8)], to: &bytes)
    }

    /// Adds the folded content line `NAME:text`, the text escaped as a TEXT value (``escaped(_:)``).
    mutating func textLine(_ name: String, _ text: String) {
        var value: [UInt8] = []
        value.reserveCapacity(text.utf8.count + 8)
        Self.appendEscaped(text, to: &value)
        Self.appendFolded([Array(name.utf8), [UInt8(ascii: ":")], value], to: &bytes)
    }

    /// `text` as a TEXT value: `\`, `;` and `,` escaped with a backslash, each line break (CRLF, LF or CR) as `\n`,
    /// other control characters (which TEXT may not hold) left out; tabs kept.
    static func escaped(_ text: String) -> String {
        var out: [UInt8] = []
        appendEscaped(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The content line `line` folded (``appendFolded(_:to:)``), ended with CRLF.
    static func folded(_ line: String) -> String {
        var out: [UInt8] = []
        appendFolded([Array(line.utf8)], to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// The folded content line `NAME:value` (the value written as it is: escape TEXT with ``escaped(_:)`` first).
    static func line(_ name: String, _ value: String) -> String {
        var text = ICalendarText()
        text.line(name, value)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// Appends ``escaped(_:)`` of `text` to `out`. Every byte the rules change is ASCII, so the UTF-8 of every other
    /// character is copied as it is.
    private static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        var afterCR = false
        for byte in text.utf8 {
            defer { afterCR = byte == 0x0D }
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): out += [UInt8(ascii: "\\"), byte]
            case 0x0D: out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
            case 0x0A: if !afterCR { out += [UInt8(ascii: "\\"), UInt8(ascii: "n")] }
            case 0x09: out.append(byte)
            case 0..<0x20, 0x7F: continue
            default: out.append(byte)
            }
        }
    }

    /// Appends the line made of `parts` (UTF-8, one after the other) cut before the character that would take a
    /// line past ``lineLimit`` octets, each following line started with a space (which counts), never inside a
    /// character's UTF-8 sequence; every line ended with CRLF.
    private static func appendFolded(_ parts: [[UInt8]], to out: inout [UInt8]) {
        var lineOctets = 0
        for part in parts {
            for byte in part {
                // A lead byte (not 10xxxxxx) starts a character: it moves whole to the next line when it does not fit.
                if byte & 0xC0 != 0x80, lineOctets + characterWidth(lead: byte) > lineLimit {
                    out += [0x0D, 0x0A, UInt8(ascii: " ")]
                    lineOctets = 1
                }
                out.append(byte)
                lineOctets += 1
            }
        }
        out += [0x0D, 0x0A]
    }

    /// The octets of the UTF-8 character whose first byte is `lead`.
    private static func characterWidth(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
