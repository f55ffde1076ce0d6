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

    /// Octets on the content line being written, its folds' spaces counted.
    private var lineOctets = 0
    /// Whether lines are folded (``escaped(_:)`` alone does not).
    private var folds = true

    /// Hands the content lines so far to `emit` and goes on with none, keeping the room they took; call it between
    /// lines (a piece of a calendar written piece by piece, ``ICalendarWriter/write(events:todos:to:)``).
    mutating func flush(to emit: ([UInt8]) -> Void) {
        emit(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    /// Adds the folded content line `NAME:value`, the value written as it is (a date, a number, a URL).
    mutating func line(_ name: String, _ value: String) {
        begin(name)
        for byte in value.utf8 { put(byte) }
        bytes += [0x0D, 0x0A]
    }

    /// Adds the folded content line `NAME:text`, the text escaped as a TEXT value (``escaped(_:)``).
    mutating func textLine(_ name: String, _ text: String) {
        begin(name)
        putEscaped(text)
        bytes += [0x0D, 0x0A]
    }

    /// Puts `text` escaped as a TEXT value: every byte the rules change is ASCII, so the runs between them (the
    /// UTF-8 of every other character) go through whole (``putRun(_:)``). The bytes are looked for through a table
    /// (``changedBytes``), a load and a test each: 31 MB of descriptions at 10,000 places.
    private mutating func putEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            Self.changedBytes.withUnsafeBufferPointer { changed in
                var runStart = 0
                var index = 0
                while index < utf8.count {
                    let byte = base[index]
                    guard changed[Int(byte)] else {
                        index += 1
                        continue
                    }
                    putRun(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                    putChanged(byte, afterCR: index > 0 && base[index - 1] == 0x0D)
                    index += 1
                    runStart = index
                }
                putRun(UnsafeBufferPointer(start: base + runStart, count: utf8.count - runStart))
            }
        }
    }

    /// Puts what the TEXT value has for `byte`, one of ``changedBytes``: `\`, `;` and `,` after a backslash, a line
    /// break as `\n` (an LF right after a CR, `afterCR`, is the same line break), a tab as it is, nothing for any other
    /// control character.
    private mutating func putChanged(_ byte: UInt8, afterCR: Bool) {
        switch byte {
        case 0x5C, 0x3B, 0x2C:
            put(UInt8(ascii: "\\"))
            put(byte)
        case 0x0D:
            put(UInt8(ascii: "\\"))
            put(UInt8(ascii: "n"))
        case 0x0A where !afterCR:
            put(UInt8(ascii: "\\"))
            put(UInt8(ascii: "n"))
        case 0x09: put(byte)
        default: break
        }
    }

    /// Whether a TEXT value changes each byte: the control characters (C0 and DEL), `\`, `;` and `,`.
    private static let changedBytes: [Bool] = (0...255).map { byte in
        byte < 0x20 || byte == 0x7F || byte == 0x5C || byte == 0x3B || byte == 0x2C
    }

    /// Puts `run`, whole characters of UTF-8, cut where ``put(_:)`` would cut it, a line's worth at a time.
    private mutating func putRun(_ run: UnsafeBufferPointer<UInt8>) {
        var start = 0
        while start < run.count {
            let room = Self.lineLimit - lineOctets
            if !folds || run.count - start <= room {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[start...]))
                lineOctets += run.count - start
                return
            }
            // The first byte past the line; when it is inside a character, that character moves whole.
            var cut = start + max(room, 0)
            while cut > start, run[cut] & 0xC0 == 0x80 { cut -= 1 }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: run[start..<cut]))
            bytes += [0x0D, 0x0A, UInt8(ascii: " ")]
            lineOctets = 1
            start = cut
        }
    }

    /// Starts a content line with `NAME:`.
    private mutating func begin(_ name: String) {
        lineOctets = 0
        for byte in name.utf8 { put(byte) }
        put(UInt8(ascii: ":"))
    }

    /// Appends `byte` of the line, first cutting the line before it when it starts a character (is not 10xxxxxx)
    /// that would take the line past ``lineLimit`` octets: the next line starts with a space, which counts, and no
    /// character's UTF-8 sequence is ever cut.
    private mutating func put(_ byte: UInt8) {
        if folds, byte & 0xC0 != 0x80, lineOctets + Self.characterWidth(lead: byte) > Self.lineLimit {
            bytes += [0x0D, 0x0A, UInt8(ascii: " ")]
            lineOctets = 1
        }
        bytes.append(byte)
        lineOctets += 1
    }

    /// `text` as a TEXT value: `\`, `;` and `,` escaped with a backslash, each line break (CRLF, LF or CR) as `\n`,
    /// other control characters (which TEXT may not hold) left out; tabs kept.
    static func escaped(_ text: String) -> String {
        var escaped = ICalendarText()
        escaped.folds = false
        escaped.putEscaped(text)
        return String(decoding: escaped.bytes, as: UTF8.self)
    }

    /// The content line `line` folded, ended with CRLF.
    static func folded(_ line: String) -> String {
        var text = ICalendarText()
        text.lineOctets = 0
        for byte in line.utf8 { text.put(byte) }
        text.bytes += [0x0D, 0x0A]
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The folded content line `NAME:value` (the value written as it is: escape TEXT with ``escaped(_:)`` first).
    static func line(_ name: String, _ value: String) -> String {
        var text = ICalendarText()
        text.line(name, value)
        return String(decoding: text.bytes, as: UTF8.self)
    }

    /// The octets of the UTF-8 character whose first byte is `lead`.
    private static func characterWidth(lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }
}
