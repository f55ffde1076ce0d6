/// Writes one escaped TEXT value (``ICalendarText``'s `putEscaped`) into memory with room for the worst case
/// (``room(for:)``), folding lines as ``ICalendarText`` folds them: every run between changed bytes copied whole, cut
/// only where a line ends, and the changed bytes written as two. Appending each run and each changed byte to an
/// array (a capacity check and a call each) was most of writing the calendar: a comma every few words.
struct ICalendarTextWriter {
    /// Where the bytes go.
    private let out: UnsafeMutablePointer<UInt8>
    /// The bytes written so far.
    private(set) var count = 0
    /// Octets on the content line being written, its folds' spaces counted.
    private(set) var lineOctets: Int
    /// Whether lines are folded.
    private let folds: Bool

    /// A writer to `out`, on a line that has `lineOctets` octets so far.
    init(to out: UnsafeMutablePointer<UInt8>, lineOctets: Int, folds: Bool) {
        (self.out, self.lineOctets, self.folds) = (out, lineOctets, folds)
    }

    /// The most bytes a text of `count` bytes is written as: each byte at most two, and a fold (three bytes) for each
    /// 64 of those and two more (a line between two folds holds at least 71 octets of the text, and the first fold
    /// may come before any).
    static func room(for count: Int) -> Int {
        2 * count + 3 * (2 * count / 64 + 2)
    }

    /// Writes `text` escaped (the rules: ``ICalendarText/escaped(_:)``): sixteen bytes at a time up to the first
    /// that changes, then byte by byte for the last few.
    mutating func writeEscaped(_ text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress else { return }
        let count = text.count
        var runStart = 0
        var index = 0
        while index < count {
            if index + 16 <= count {
                let skipped = Self.firstChanged(in: UnsafeRawPointer(base + index).loadUnaligned(as: SIMD16<UInt8>.self))
                index += skipped
                if skipped == 16 { continue }
            } else if !Self.changes(base[index]) {
                index += 1
                continue
            }
            writeRun(base + runStart, count: index - runStart)
            writeChanged(base[index], afterCR: index > 0 && base[index - 1] == 0x0D)
            index += 1
            runStart = index
        }
        writeRun(base + runStart, count: count - runStart)
    }

    /// The place of the first byte of `block` that a TEXT value changes (``changes(_:)``); 16 when none is. The
    /// compares of the sixteen lanes are SSE2 instructions, their marks read back as two words (written here, not
    /// called from the Escaping module's scans: across modules they were calls).
    @inline(__always)
    private static func firstChanged(in block: SIMD16<UInt8>) -> Int {
        typealias Marks = SIMDMask<SIMD16<Int8>>
        let controls: Marks = block .< SIMD16(repeating: 0x20)
        let delete: Marks = block .== SIMD16(repeating: 0x7F)
        let backslashes: Marks = block .== SIMD16(repeating: UInt8(ascii: "\\"))
        let semicolons: Marks = block .== SIMD16(repeating: UInt8(ascii: ";"))
        let commas: Marks = block .== SIMD16(repeating: UInt8(ascii: ","))
        let words = unsafeBitCast(controls .| delete .| backslashes .| semicolons .| commas, to: SIMD2<UInt64>.self)
        if words[0] != 0 { return words[0].trailingZeroBitCount / 8 }
        if words[1] != 0 { return 8 + words[1].trailingZeroBitCount / 8 }
        return 16
    }

    /// Whether a TEXT value changes `byte`: the control characters (C0 and DEL), `\`, `;` and `,`.
    @inline(__always)
    static func changes(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: ",")
    }

    /// Writes what the TEXT value has for `byte`, one that ``changes(_:)``: `\`, `;` and `,` after a backslash, a
    /// line break as `\n` (an LF right after a CR, `afterCR`, is the same line break), a tab as it is, nothing for any
    /// other control character.
    private mutating func writeChanged(_ byte: UInt8, afterCR: Bool) {
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","):
            writeASCII(UInt8(ascii: "\\"))
            writeASCII(byte)
        case 0x0D:
            writeASCII(UInt8(ascii: "\\"))
            writeASCII(UInt8(ascii: "n"))
        case 0x0A where !afterCR:
            writeASCII(UInt8(ascii: "\\"))
            writeASCII(UInt8(ascii: "n"))
        case 0x09: writeASCII(byte)
        default: break
        }
    }

    /// Writes one ASCII byte, first folding the line when it is full.
    @inline(__always)
    private mutating func writeASCII(_ byte: UInt8) {
        if folds, lineOctets >= ICalendarText.lineLimit { fold() }
        out[count] = byte
        count += 1
        lineOctets += 1
    }

    /// Writes `run`, whole characters of UTF-8, a line's worth at a time: where the line ends inside a character,
    /// that character moves whole to the next line.
    private mutating func writeRun(_ run: UnsafePointer<UInt8>, count runCount: Int) {
        var start = 0
        while start < runCount {
            let room = ICalendarText.lineLimit - lineOctets
            if !folds || runCount - start <= room {
                (out + count).initialize(from: run + start, count: runCount - start)
                count += runCount - start
                lineOctets += runCount - start
                return
            }
            var cut = start + max(room, 0)
            while cut > start, run[cut] & 0xC0 == 0x80 { cut -= 1 }
            (out + count).initialize(from: run + start, count: cut - start)
            count += cut - start
            fold()
            start = cut
        }
    }

    /// Cuts the line: CRLF, and the space that starts the next one.
    private mutating func fold() {
        out[count] = 0x0D
        out[count + 1] = 0x0A
        out[count + 2] = UInt8(ascii: " ")
        count += 3
        lineOctets = 1
    }
}
