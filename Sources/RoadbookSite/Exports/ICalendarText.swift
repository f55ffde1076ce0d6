/// iCalendar's text rules (RFC 5545): TEXT values escaped (3.3.11), content lines folded at 75 octets (3.1) and
/// ended with CRLF.
enum ICalendarText {
    /// The longest line, in octets, without its CRLF.
    static let lineLimit = 75

    /// `text` as a TEXT value: `\`, `;` and `,` escaped with a backslash, each line break (CRLF, LF or CR) as `\n`,
    /// other control characters (which TEXT may not hold) left out; tabs kept.
    static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        var afterCR = false
        for scalar in text.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\r": out += "\\n"
            case "\n": if !afterCR { out += "\\n" }
            case "\t": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The content line `line` folded: cut before the character that would take a line past ``lineLimit`` octets,
    /// each following line started with a space (which counts), never inside a character's UTF-8 sequence; every
    /// line ended with CRLF.
    static func folded(_ line: String) -> String {
        var out = ""
        var lineOctets = 0
        for scalar in line.unicodeScalars {
            let octets = UTF8.width(scalar)
            if lineOctets + octets > lineLimit {
                out += "\r\n "
                lineOctets = 1
            }
            out.unicodeScalars.append(scalar)
            lineOctets += octets
        }
        return out + "\r\n"
    }

    /// The folded content line `NAME:value` (the value written as it is: escape TEXT with ``escaped(_:)`` first).
    static func line(_ name: String, _ value: String) -> String {
        folded(name + ":" + value)
    }
}
