import Diagnostics

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that builds ``MustacheValue``s and reports positions.
struct JSONValueParser {
    private let bytes: [UInt8]
    private let path: String
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// One value, with only whitespace around it.
    mutating func parseDocument() throws(DiagnosticList) -> MustacheValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        if index < bytes.count { throw failure("unexpected '\(character(at: index))' after the JSON value") }
        return value
    }

    private mutating func parseValue() throws(DiagnosticList) -> MustacheValue {
        guard index < bytes.count else { throw failure("unexpected end of JSON; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"):
            try expectWord("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try expectWord("false")
            return .bool(false)
        case UInt8(ascii: "n"):
            try expectWord("null")
            return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("unexpected '\(character(at: index))'; expected a JSON value")
        }
    }

    private mutating func parseObject() throws(DiagnosticList) -> MustacheValue {
        try enter()
        index += 1
        var members: [String: MustacheValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .dictionary(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure(
                    index < bytes.count
                        ? "expected a key in quotes, not '\(character(at: index))'" : "unexpected end of JSON in an object")
            }
            let key = try parseString()
            skipWhitespace()
            try expect(":")
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of JSON in an object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("}")
            depth -= 1
            return .dictionary(members)
        }
    }

    private mutating func parseArray() throws(DiagnosticList) -> MustacheValue {
        try enter()
        index += 1
        var items: [MustacheValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .list(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("unexpected end of JSON in an array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect("]")
            depth -= 1
            return .list(items)
        }
    }

    private mutating func parseString() throws(DiagnosticList) -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ end: Int) {
            if end > runStart {
                scalars.append(contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun(index)
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("control character in a string; write it as an escape") }
            if byte == UInt8(ascii: "\\") {
                flushRun(index)
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    {
                        index += 2
                        let low = try parseHex4()
                        if (0xDC00..<0xE000).contains(low) {
                            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                        }
                    }
                    scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
                default:
                    index -= 2
                    throw failure("unknown escape '\\\(character(at: index + 1))' in a string")
                }
                runStart = index
                continue
            }
            index += 1
        }
        index = start
        throw failure("unclosed string")
    }

    private mutating func parseHex4() throws(DiagnosticList) -> UInt32 {
        guard index + 4 <= bytes.count else { throw failure("expected four hex digits after '\\u'") }
        var value: UInt32 = 0
        for offset in 0..<4 {
            let byte = bytes[index + offset]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw failure("expected four hex digits after '\\u'")
            }
            value = value * 16 + UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func parseNumber() throws(DiagnosticList) -> MustacheValue {
        let start = index
        var isInteger = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw failure("expected a digit in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else {
            index = start
            throw failure("invalid number '\(text)'")
        }
        return .double(value)
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func enter() throws(DiagnosticList) {
        depth += 1
        if depth > Self.maximumDepth { throw failure("JSON nests more than \(Self.maximumDepth) levels deep") }
    }

    private mutating func expectWord(_ word: String) throws(DiagnosticList) {
        let expected = Array(word.utf8)
        guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw failure("unexpected '\(character(at: index))'; expected a JSON value")
        }
        index += expected.count
    }

    private mutating func expect(_ character: Unicode.Scalar) throws(DiagnosticList) {
        guard index < bytes.count else { throw failure("unexpected end of JSON; expected '\(character)'") }
        guard bytes[index] == UInt8(ascii: character) else {
            throw failure("expected '\(character)', not '\(self.character(at: index))'")
        }
        index += 1
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func character(at offset: Int) -> String {
        guard offset < bytes.count else { return "" }
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }

    private func failure(_ message: String) -> DiagnosticList {
        let position = TextPosition.of(offset: min(index, bytes.count), in: bytes)
        return DiagnosticList([.error(message, at: SourceLocation(path: path, line: position.line, column: position.column))])
    }
}
