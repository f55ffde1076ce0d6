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
    /// Where ``putEscaped(_:)`` writes a value before appending it: kept, so that a calendar's thousands of values
    /// are not each an allocation of their own.
    private var scratch: [UInt8] = []

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

    /// Puts `text` escaped as a TEXT value, folded (``ICalendarTextWriter``): into ``scratch``, grown to the room
    /// the worst case needs, then appended to ``bytes`` in one copy.
    private mutating func putEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            guard !utf8.isEmpty else { return }
            let room = ICalendarTextWriter.room(for: utf8.count)
            if scratch.count < room { scratch = [UInt8](repeating: 0, count: max(room, 2 * scratch.count)) }
            let (octets, folds) = (lineOctets, folds)
            let (count, octetsAfter) = scratch.withUnsafeMutableBufferPointer { out in
                var writer = ICalendarTextWriter(to: out.baseAddress!, lineOctets: octets, folds: folds)
                writer.writeEscaped(utf8)
                return (writer.count, writer.lineOctets)
            }
            bytes.append(contentsOf: scratch[0..<count])
            lineOctets = octetsAfter
        }
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
