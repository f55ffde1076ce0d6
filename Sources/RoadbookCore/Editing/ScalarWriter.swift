import YAML

/// Writes strings as YAML or JSON scalars, quoting only where the format needs it.
enum ScalarWriter {
    /// Plain when YAML reads the plain text back as the same string, else single-quoted, else (control
    /// characters, line ends) double-quoted with escapes. `inFlow` also quotes `,[]{}`.
    static func yaml(_ text: String, inFlow: Bool = false) -> String {
        if canBePlain(text, inFlow: inFlow) { return text }
        if text.unicodeScalars.allSatisfy(isPrintable) { return "'" + text.replacingOccurrences(of: "'", with: "''") + "'" }
        return doubleQuoted(text, json: false)
    }

    /// A JSON string literal.
    static func json(_ text: String) -> String {
        doubleQuoted(text, json: true)
    }

    /// Whether `text` can be a literal block scalar (`|`) whose content reads back exactly as `text` (with the
    /// chomping indicator ``chomping(of:)`` gives).
    static func canBeLiteralBlock(_ text: String) -> Bool {
        guard text.contains("\n"), text.unicodeScalars.allSatisfy({ $0 == "\n" || isPrintable($0) }),
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
        guard first != " ", last != " ", text.unicodeScalars.allSatisfy({ isPrintable($0) && $0 != "\t" }) else {
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

    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: true
        case 0..<0x20, 0x7F..<0xA0, 0xFEFF, 0x2028, 0x2029: false
        default: true
        }
    }

    private static func doubleQuoted(_ text: String, json: Bool) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (!json && !isPrintable(scalar)) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    if scalar.value <= 0xFFFF {
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

extension YAMLMark {
    /// The start of the text.
    static let zero = YAMLMark(offset: 0, line: 1, column: 1)
}
