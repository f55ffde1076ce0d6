/// Untrusted text made safe to print to a terminal: every control character is shown in caret notation, as
/// `cat -v` shows them, so a file or an argument cannot move the cursor, recolour or retitle the terminal.
public enum VisibleText {
    /// Whether `scalar` is any control character (C0, DEL, C1), tab and newline included.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// Whether `scalar` is an invisible format character that can disguise text: the bidirectional overrides,
    /// embeddings, isolates and marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which reorder what
    /// a terminal shows, and the zero-width space, word joiner and byte-order mark (U+200B, U+2060, U+FEFF), which
    /// hide a difference. The zero-width joiner and non-joiner (U+200C, U+200D) are kept: emoji and scripts such as
    /// Persian and the Indic ones need them.
    public static func isDisguising(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C, 0x200B, 0x2060, 0xFEFF: true
        default: false
        }
    }

    /// `text` with every control character made visible: ESC is `^[`, NUL `^@`, DEL `^?`, a C1 code `M-` and its
    /// C0 partner (U+009B is `M-^[`). Tab and newline too are shown (`^I`, `^J`) unless `keepingLineBreaks`, which
    /// keeps newlines (and tabs) as they are. A disguising format character (``isDisguising(_:)``, a right-to-left
    /// override say) is shown by its code point: `<U+202E>`.
    public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        // Printable ASCII, nearly every line a tool prints, is looked at byte by byte, not scalar by scalar.
        let isPrintableASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        }
        if isPrintableASCII == true { return text }
        guard text.unicodeScalars.contains(where: { isControl($0) || isDisguising($0) }) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDisguising(scalar) {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                shown.append(contentsOf: "<U+\(String(repeating: "0", count: max(0, 4 - hex.count)))\(hex)>".unicodeScalars)
                continue
            }
            guard isControl(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\t")) else {
                shown.append(scalar)
                continue
            }
            shown.append(contentsOf: caret(scalar).unicodeScalars)
        }
        return String(shown)
    }

    private static func caret(_ scalar: Unicode.Scalar) -> String {
        switch scalar.value {
        case 0x7F: "^?"
        case 0x80...0x9F: "M-" + caret(Unicode.Scalar(scalar.value - 0x80)!)
        default: "^" + String(Unicode.Scalar(scalar.value + 0x40)!)
        }
    }
}
