import Escaping
import YAML

/// Writes strings as YAML or JSON scalars, quoting only where the format needs it.
enum ScalarWriter {
    /// Plain when YAML reads the plain text back as the same string, else single-quoted, else (control
    /// characters, line ends) double-quoted with escapes. `inFlow` also quotes `,[]{}`.
    static func yaml(_ text: String, inFlow: Bool = false) -> String {
        if canBePlain(text, inFlow: inFlow) { return text }
        if text.unicodeScalars.allSatisfy(QuotedText.isPrintableInYAML) { return "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        return QuotedText.yaml(text)
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        QuotedText.json(text)
    }

    /// Whether `text` can be a literal block scalar (`|`) whose content reads back exactly as `text` (with the
    /// chomping indicator ``chomping(of:)`` gives).
    static func canBeLiteralBlock(_ text: String) -> Bool {
        guard text.contains("\n"), text.unicodeScalars.allSatisfy({ $0 == "\n" || QuotedText.isPrintableInYAML($0) }),
            !text.contains("\t")
        else { return false }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let first = lines.first, !first.isEmpty, first.first != " " else { return false }
        return lines.allSatisfy { $0.isEmpty || $0.contains { $0 != " " } }
    }

    /// `""` (clip: one final line end), `-` (strip: none) or `+` (keep: several).
    static func chomping(of text: String) -> String {
        if !text.hasSuffix("\n") { return "-" }
        return text.hasSuffix("\n\n") ? "+" : ""
    }

    private static func canBePlain(_ text: String, inFlow: Bool) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        guard first != " ", last != " ", text.unicodeScalars.allSatisfy({ QuotedText.isPrintableInYAML($0) && $0 != "\t" }) else {
            return false
        }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) { return false }
        if text.contains(": ") || text.contains(" #") || last == ":" { return false }
        if inFlow, text.contains(where: { ",[]{}".contains($0) }) { return false }
        let lowered = text.lowercased()
        if ["true", "false", "yes", "no", "on", "off", "y", "n", "null", "~", "<<", "="].contains(lowered) {
            return false
        }
        let scalar = YAMLScalar(value: text, style: .plain, span: YAMLSpan(start: .zero, end: .zero))
        if scalar.integerValue != nil || scalar.doubleValue != nil { return false }
        if looksLikeDate(text) { return false }
        return true
    }

    /// `2025-05-01…`: YAML 1.1 reads it as a timestamp.
    private static func looksLikeDate(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars.prefix(10))
        guard scalars.count == 10 else { return false }
        return scalars.enumerated().allSatisfy { index, scalar in
            index == 4 || index == 7 ? scalar == "-" : ("0"..."9").contains(scalar)
        }
    }
}

extension YAMLMark {
    /// The start of the text.
    static let zero = YAMLMark(offset: 0, line: 1, column: 1)
}
