import Foundation

/// A scalar: its text exactly as the YAML means it (quotes and escapes resolved), how it was written, and where.
package struct YAMLScalar: Sendable, Hashable {
    /// How a scalar was written; only plain scalars are read as booleans, numbers or null.
    package enum Style: Sendable, Hashable {
        /// `title: Buy bread`
        case plain
        /// `title: 'Buy bread'`
        case singleQuoted
        /// `title: "Buy bread"`
        case doubleQuoted
        /// `notes: |`
        case literal
        /// `notes: >`
        case folded
    }

    /// The value as text.
    package let value: String
    /// How it was written.
    package let style: Style
    /// An explicit tag (`!!str`), if any.
    package let tag: String?
    /// Where it stands.
    package let span: YAMLSpan

    /// Creates a scalar.
    package init(value: String, style: Style, tag: String? = nil, span: YAMLSpan) {
        self.value = value
        self.style = style
        self.tag = tag
        self.span = span
    }

    /// Whether the scalar is YAML's null: a plain `~`, `null` (any usual case) or nothing at all.
    package var isNull: Bool {
        guard style == .plain, tag == nil || tag == "tag:yaml.org,2002:null" else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(value)
    }

    /// The scalar as a boolean, if it is written as one (`true`/`false`, and YAML 1.1's `yes`/`no`/`on`/`off`).
    package var boolValue: Bool? {
        guard style == .plain else { return nil }
        switch value.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// The scalar as a whole number, if it is written as one (decimal, `0x` hex, `0o` octal, `_` separators).
    package var integerValue: Int? {
        guard style == .plain else { return nil }
        var text = value.replacingOccurrences(of: "_", with: "")
        var sign = 1
        if text.hasPrefix("-") {
            sign = -1
            text.removeFirst()
        } else if text.hasPrefix("+") {
            text.removeFirst()
        }
        let magnitude: Int?
        if text.hasPrefix("0x") { magnitude = Int(text.dropFirst(2), radix: 16) }
        else if text.hasPrefix("0o") { magnitude = Int(text.dropFirst(2), radix: 8) }
        else if !text.isEmpty, text.allSatisfy(\.isASCII), text.allSatisfy(\.isNumber) { magnitude = Int(text) }
        else { magnitude = nil }
        return magnitude.map { $0 * sign }
    }

    /// The scalar as a number, if it is written as one (including `.inf`, `-.inf`, `.nan`).
    package var doubleValue: Double? {
        guard style == .plain else { return nil }
        if let integer = integerValue { return Double(integer) }
        switch value.lowercased() {
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        case ".nan": return .nan
        default: break
        }
        let text = value.replacingOccurrences(of: "_", with: "")
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || "+-.eE".contains($0)) }),
            text.contains(where: \.isNumber)
        else { return nil }
        return Double(text)
    }
}
