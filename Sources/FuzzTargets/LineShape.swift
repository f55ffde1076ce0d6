/// How many lines a text has and how long its longest line is, in bytes, counted either at line feeds only (as
/// ``Diagnostics/LineIndex`` and the snippets do) or at every break (`\r` alone, and NEL, LS, PS, as libyaml does).
struct LineShape {
    /// The number of line ends (a last line without one is counted by callers as `count + 1`).
    let count: Int
    /// The length of the longest line, in bytes.
    let longest: Int

    /// The shape with lines ending at line feeds only, or (`atEveryBreak`) also at the other breaks.
    init(_ text: [UInt8], atEveryBreak: Bool) {
        var count = 0
        var longest = 0
        var current = 0
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A || (atEveryBreak && byte == 0x0D) {
                count += 1
                longest = max(longest, current)
                current = 0
                if atEveryBreak, byte == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
            } else if atEveryBreak, Self.isUnicodeBreak(text, at: index) {
                count += 1
                longest = max(longest, current)
                current = 0
            } else {
                current += 1
            }
            index += 1
        }
        self.count = count
        self.longest = max(longest, current)
    }

    /// Whether a NEL (C2 85), LS (E2 80 A8) or PS (E2 80 A9) starts at `index`.
    private static func isUnicodeBreak(_ text: [UInt8], at index: Int) -> Bool {
        if text[index] == 0xC2 { return index + 1 < text.count && text[index + 1] == 0x85 }
        guard text[index] == 0xE2, index + 2 < text.count else { return false }
        return text[index + 1] == 0x80 && (text[index + 2] == 0xA8 || text[index + 2] == 0xA9)
    }

    /// Whether a 1-based `line` and `column` (0 for none) lie inside the text, or just after its end.
    func contains(line: Int, column: Int) -> Bool {
        line >= 1 && line <= count + 1 && column >= 0 && column <= longest + 2
    }
}
