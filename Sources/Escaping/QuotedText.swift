/// Double-quoted string literals of JSON and YAML: the same escapes (`\"`, `\\`, `\n`, `\r`, `\t`, `\uXXXX`),
/// YAML escaping more characters than JSON must.
package enum QuotedText {
    /// `text` as a JSON string literal, quotes included: control characters and DEL as `\uXXXX`.
    package static func json(_ text: String) -> String {
        var result = ""
        appendJSON(text, to: &result)
        return result
    }

    /// Appends `text` as a JSON string literal (``json(_:)``) to `output`, without a string of its own; text
    /// with nothing to escape (no quote, backslash, control character or DEL) is appended whole.
    package static func appendJSON(_ text: String, to output: inout String) {
        // Each of these is one byte in UTF-8 and never part of a longer scalar's bytes.
        guard text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C || $0 == 0x7F }) else {
            output += "\""
            output += text
            output += "\""
            return
        }
        appendDoubleQuoted(text, to: &output) { _ in false }
    }

    /// Appends `text` as a JSON string literal (``json(_:)``) to the UTF-8 bytes `output`: the same bytes as
    /// the `String` version appends, without a `String` in between.
    package static func appendJSON(_ text: String, to output: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendJSON(utf8: $0, to: &output) }
    }

    /// Appends the UTF-8 text `bytes` as a JSON string literal to `output` (a plain loop over the buffer: the search
    /// index writes a million of them).
    private static func appendJSON(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Each of these is one byte in UTF-8 and never part of a longer scalar's bytes.
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { break }
            index += 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<index]))
        guard index < bytes.count else {
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in bytes[index...] {
            switch byte {
            case 0x22: output += #"\""#.utf8
            case 0x5C: output += #"\\"#.utf8
            case 0x0A: output += #"\n"#.utf8
            case 0x0D: output += #"\r"#.utf8
            case 0x09: output += #"\t"#.utf8
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789ABCDEF".utf8)
                output += #"\u00"#.utf8
                output.append(hex[Int(byte >> 4)])
                output.append(hex[Int(byte & 0xF)])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }

    /// `text` as a YAML double-quoted scalar, quotes included: control characters and every other character
    /// YAML cannot hold as it is (``isPrintableInYAML(_:)``) as `\uXXXX` or `\UXXXXXXXX`.
    package static func yaml(_ text: String) -> String {
        var result = ""
        appendDoubleQuoted(text, to: &result) { !isPrintableInYAML($0) }
        return result
    }

    /// Whether YAML 1.2 lets `scalar` stand as it is in a scalar (tab included; C0 and C1 controls, DEL, the
    /// byte order mark and the line and paragraph separators excluded).
    package static func isPrintableInYAML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: true
        case 0..<0x20, 0x7F..<0xA0, 0xFEFF, 0x2028, 0x2029: false
        default: true
        }
    }

    private static func appendDoubleQuoted(
        _ text: String, to result: inout String, alsoEscaping mustEscape: (Unicode.Scalar) -> Bool
    ) {
        result += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || mustEscape(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                if scalar.value <= 0xFFFF {
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result += "\\U" + String(repeating: "0", count: 8 - hex.count) + hex
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        result += "\""
    }
}
