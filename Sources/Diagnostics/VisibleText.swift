/// Untrusted text made safe to print to a terminal: every control character is shown in caret notation, as
/// `cat -v` shows them, so a file or an argument cannot move the cursor, recolour or retitle the terminal.
public enum VisibleText {
    /// Whether `scalar` is any control character (C0, DEL, C1), tab and newline included.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` with every control character made visible: ESC is `^[`, NUL `^@`, DEL `^?`, a C1 code `M-` and its
    /// C0 partner (U+009B is `M-^[`). Tab and newline too are shown (`^I`, `^J`) unless `keepingLineBreaks`, which
    /// keeps newlines (and tabs) as they are.
    public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var shown = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
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
