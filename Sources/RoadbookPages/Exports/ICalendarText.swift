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

    /// Adds the folded content line `NAME:value`, the value written as it is (a date, a number, a URL), its UTF-8
    /// cut where ``put(_:)`` would cut it, a line's worth at a time (``putRun(_:)``).
    mutating func line(_ name: String, _ value: String) {
        begin(name)
        var value = value
        value.withUTF8 { putRun($0) }
        endLine()
    }

    /// Adds the content line `NAME:20270414`, or `NAME:20270414T093000` with `withTime` (iCalendar's DATE and
    /// floating DATE-TIME: ``TripDate/basicDate``, ``TripDate/basicDateTime``), its digits written here.
    mutating func dateLine(_ name: String, _ date: TripDate, withTime: Bool) {
        begin(name)
        putDigits(date.year, width: 4)
        putDigits(date.month, width: 2)
        putDigits(date.day, width: 2)
        if withTime {
            put(UInt8(ascii: "T"))
            putDigits(date.time?.hour ?? 0, width: 2)
            putDigits(date.time?.minute ?? 0, width: 2)
            putDigits(0, width: 2)
        }
        endLine()
    }

    /// Puts the decimal digits of `value` (not negative), with zeros before them to `width` digits.
    private mutating func putDigits(_ value: Int, width: Int) {
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        for _ in digits..<max(digits, width) { put(UInt8(ascii: "0")) }
        var divisor = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            put(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    /// Ends the content line with CRLF.
    private mutating func endLine() {
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    /// Cuts the line: CRLF, and the space that starts the next one.
    private mutating func fold() {
        bytes.append(0x0D)
        bytes.append(0x0A)
        bytes.append(UInt8(ascii: " "))
        lineOctets = 1
    }

    /// Adds the folded content line `NAME:text`, the text escaped as a TEXT value (``escaped(_:)``).
    mutating func textLine(_ name: String, _ text: String) {
        begin(name)
        putEscaped(text)
        endLine()
    }

    /// Puts `text` escaped as a TEXT value: every byte the rules change is ASCII, so the runs between them (the
    /// UTF-8 of every other character) go through whole (``putRun(_:)``). Eight bytes at a time, the word's first
    /// changed byte found from its mask (``changedMask(_:)``) and the next word read right after it; the last few
    /// bytes through a table (``changedBytes``). 31 MB of descriptions at 10,000 places: asking only whether a word
    /// held a changed byte, then looking at its eight bytes one by one, was 26,000 instructions an event.
    private mutating func putEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard let base = utf8.baseAddress else { return }
            let count = utf8.count
            let raw = UnsafeRawPointer(base)
            Self.changedBytes.withUnsafeBufferPointer { changed in
                var runStart = 0
                var index = 0
                while index < count {
                    if index + 8 <= count {
                        let mask = Self.changedMask(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                        if mask == 0 {
                            index += 8
                            continue
                        }
                        index += mask.trailingZeroBitCount >> 3
                    } else if !changed[Int(base[index])] {
                        index += 1
                        continue
                    }
                    putRun(UnsafeBufferPointer(start: base + runStart, count: index - runStart))
                    putChanged(base[index], afterCR: index > 0 && base[index - 1] == 0x0D)
                    index += 1
                    runStart = index
                }
                putRun(UnsafeBufferPointer(start: base + runStart, count: count - runStart))
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

    /// The high bit of each byte of `word` (little-endian: its first byte lowest) that may be one of
    /// ``changedBytes`` — below 0x20, DEL, `\`, `;` or `,` — by the bit tricks that tell whether a word holds a byte
    /// below a value or equal to one. A borrow may mark a byte above one that is marked rightly, never below: the
    /// lowest bit set is always a changed byte, and no mark means none.
    /// (`SIMD16<UInt8>` comparisons, tried instead, were compiled element by element: seven times the instructions of
    /// the whole escaping.)
    private static func changedMask(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        func zeros(_ value: UInt64) -> UInt64 { (value &- ones) & ~value }
        let below = (word &- ones &* 0x20) & ~word
        let equal = zeros(word ^ (ones &* 0x7F)) | zeros(word ^ (ones &* 0x5C)) | zeros(word ^ (ones &* 0x3B)) | zeros(word ^ (ones &* 0x2C))
        return (below | equal) & highs
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
            fold()
            start = cut
        }
    }

    /// Starts a content line with `NAME:`: appended whole when it fits on the line (every name the writer uses does;
    /// byte by byte, the names were a tenth of the calendar's time).
    private mutating func begin(_ name: String) {
        lineOctets = 0
        var name = name
        name.withUTF8 { utf8 in
            guard !folds || utf8.count < Self.lineLimit else {
                for byte in utf8 { put(byte) }
                return
            }
            bytes.append(contentsOf: utf8)
            lineOctets = utf8.count
        }
        put(UInt8(ascii: ":"))
    }

    /// Appends `byte` of the line, first cutting the line before it when it starts a character (is not 10xxxxxx)
    /// that would take the line past ``lineLimit`` octets: the next line starts with a space, which counts, and no
    /// character's UTF-8 sequence is ever cut.
    private mutating func put(_ byte: UInt8) {
        if folds, byte & 0xC0 != 0x80, lineOctets + Self.characterWidth(lead: byte) > Self.lineLimit { fold() }
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
        text.endLine()
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
