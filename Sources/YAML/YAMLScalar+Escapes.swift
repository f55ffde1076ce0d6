extension YAMLScalar {
    /// Where, in `text` (the document this scalar was parsed from), the first escape sequence of a double-quoted
    /// scalar stands that means a character for which `isMatch` holds: the mark of its backslash. `nil` for other
    /// styles (which cannot write such characters but as they are) or when no escape matches.
    ///
    /// For messages that point at the `\e` of `title: "a\ez"`, not at the start of the scalar.
    package func firstEscape(in text: String, where isMatch: (Unicode.Scalar) -> Bool) -> YAMLMark? {
        guard style == .doubleQuoted else { return nil }
        let utf8 = text.utf8
        guard span.start.offset < utf8.count, span.end.offset <= utf8.count else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: span.start.offset)
        let end = utf8.index(utf8.startIndex, offsetBy: span.end.offset)
        var scalars = Substring(utf8[start..<end]).unicodeScalars.makeIterator()
        guard scalars.next() == "\"" else { return nil }
        var line = span.start.line
        var column = span.start.column + 1
        var offset = span.start.offset + 1
        func advance(past scalar: Unicode.Scalar) {
            offset += UTF8.width(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        while let scalar = scalars.next() {
            if scalar == "\"" { return nil }
            guard scalar == "\\" else {
                advance(past: scalar)
                continue
            }
            let mark = YAMLMark(offset: offset, line: line, column: column)
            advance(past: scalar)
            guard let letter = scalars.next() else { return nil }
            advance(past: letter)
            let meaning = Self.meaning(ofEscape: letter) { count in
                var digits = ""
                for _ in 0..<count {
                    guard let digit = scalars.next() else { break }
                    advance(past: digit)
                    digits.unicodeScalars.append(digit)
                }
                return UInt32(digits, radix: 16)
            }
            if let meaning, isMatch(meaning) { return mark }
        }
        return nil
    }

    /// The character the escape `\letter` stands for (`hexDigits(n)` reads the `n` digits of `\x`, `\u`, `\U`);
    /// `nil` for an escaped line break, which stands for nothing.
    private static func meaning(ofEscape letter: Unicode.Scalar, hexDigits: (Int) -> UInt32?) -> Unicode.Scalar? {
        switch letter {
        case "0": "\u{0}"
        case "a": "\u{7}"
        case "b": "\u{8}"
        case "t", "\t": "\t"
        case "n": "\n"
        case "v": "\u{B}"
        case "f": "\u{C}"
        case "r": "\r"
        case "e": "\u{1B}"
        case "N": "\u{85}"
        case "_": "\u{A0}"
        case "L": "\u{2028}"
        case "P": "\u{2029}"
        case "x": hexDigits(2).flatMap(Unicode.Scalar.init)
        case "u": hexDigits(4).flatMap(Unicode.Scalar.init)
        case "U": hexDigits(8).flatMap(Unicode.Scalar.init)
        case "\n", "\r": nil
        default: letter
        }
    }
}
