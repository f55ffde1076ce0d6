/// Which of GitHub's extensions a piece of Markdown could use, from the characters it holds: an extension whose
/// marks are nowhere in the text makes nothing of it, so the parser does without it. Parsing a description with
/// every extension attached took twice as long as CommonMark alone; most of that was the autolink extension, which
/// stops at every `w` and `:` of the text.
///
/// Every test is a necessary condition, so leaving an extension out never changes the HTML:
/// - a table needs a `|`; strikethrough a `~`; a task list item `[ ]`, `[x]` or `[X]` (any whitespace character in
///   the box); a footnote `[^`;
/// - an autolink needs `www.` (any case), `://` (`http`, `https`, `ftp`), an `@` (an e-mail address) or `mailto:` /
///   `xmpp:` (any case); when these are only in link destinations, the renderer parses without the extension and
///   checks the tree's text for them;
/// - the tag filter acts only on raw HTML, which needs a `<`.
struct MarkdownSyntaxHints: Equatable {
    /// Where a text has an autolink's marks.
    enum AutolinkMarks: Comparable {
        /// Nowhere.
        case none
        /// Only within what follows a `](` up to the next space, `)` or `>`: most likely in link destinations,
        /// which are never autolinked (``CmarkRenderer`` parses without the extension first, and checks).
        case inLinkDestinations
        /// In the text.
        case anywhere
    }

    var table = false
    var strikethrough = false
    var taskList = false
    var footnotes = false
    var autolink = AutolinkMarks.none
    var rawHTML = false

    /// Every extension, as if every mark were there.
    static let all = MarkdownSyntaxHints(
        table: true, strikethrough: true, taskList: true, footnotes: true, autolink: .anywhere, rawHTML: true)

    /// The bytes the scan stops at outside a link destination (inside one it stops at every byte): most of a text
    /// is letters and spaces, which it passes with one look in this table.
    private static let marks: [Bool] = {
        var marks = [Bool](repeating: false, count: 256)
        for byte in "|~<@.:[(".utf8 { marks[Int(byte)] = true }
        return marks
    }()

    /// The hints of the UTF-8 text `bytes`, in one pass.
    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var inDestination = false
        func autolinkMark() {
            autolink = max(autolink, inDestination ? .inLinkDestinations : .anywhere)
        }
        let marks = Self.marks
        for index in bytes.indices {
            guard inDestination || marks[Int(bytes[index])] else { continue }
            switch bytes[index] {
            case UInt8(ascii: "|"): table = true
            case UInt8(ascii: "~"): strikethrough = true
            case UInt8(ascii: "<"): rawHTML = true
            case UInt8(ascii: "@"), UInt8(ascii: "."), UInt8(ascii: ":"):
                if Self.isAutolinkMark(bytes, at: index, textStart: 0) { autolinkMark() }
            case UInt8(ascii: "["):
                guard index + 1 < bytes.count else { break }
                let next = bytes[index + 1]
                if next == UInt8(ascii: "^") { footnotes = true }
                // A task list item's box: `[`, a whitespace character or an `x` in either case, `]`.
                if index + 2 < bytes.count, bytes[index + 2] == UInt8(ascii: "]"),
                    next == UInt8(ascii: "x") || next == UInt8(ascii: "X") || next == 0x20 || (0x09...0x0D).contains(next)
                {
                    taskList = true
                }
            case UInt8(ascii: "("):
                if index > 0, bytes[index - 1] == UInt8(ascii: "]") { inDestination = true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"), UInt8(ascii: ">"):
                inDestination = false
            default: break
            }
        }
    }

    /// Whether the `@`, `.`, `…` or `:` at `index` of `bytes` ends or starts an autolink's mark: an `@`; `www.` (or
    /// `www…`); `://`; `mailto:` or `xmpp:` (letters in any case, none before `textStart`).
    static func isAutolinkMark(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, textStart: Int) -> Bool {
        switch bytes[index] {
        case UInt8(ascii: "@"): return true
        case UInt8(ascii: "."): return endsWith(bytes, before: index, "www", textStart: textStart)
        case 0xE2:
            // `www…`: smart punctuation made the `...` of `www...` an ellipsis, where the autolink extension, which
            // runs first, had linked `www`.
            return index + 2 < bytes.count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0xA6
                && endsWith(bytes, before: index, "www", textStart: textStart)
        case UInt8(ascii: ":"):
            if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "/"), bytes[index + 2] == UInt8(ascii: "/") { return true }
            return endsWith(bytes, before: index, "mailto", textStart: textStart) || endsWith(bytes, before: index, "xmpp", textStart: textStart)
        default: return false
        }
    }

    private init(table: Bool, strikethrough: Bool, taskList: Bool, footnotes: Bool, autolink: AutolinkMarks, rawHTML: Bool) {
        (self.table, self.strikethrough, self.taskList, self.footnotes, self.autolink, self.rawHTML) =
            (table, strikethrough, taskList, footnotes, autolink, rawHTML)
    }

    /// Whether the bytes right before `end`, none before `textStart`, spell `word`, ignoring ASCII case.
    private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, before end: Int, _ word: StaticString, textStart: Int) -> Bool {
        let count = word.utf8CodeUnitCount
        guard end - textStart >= count else { return false }
        let letters = UnsafeBufferPointer(start: word.utf8Start, count: count)
        for offset in 0..<count where bytes[end - count + offset] | 0x20 != letters[offset] { return false }
        return true
    }
}
