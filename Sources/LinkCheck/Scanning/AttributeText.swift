/// Makes the `String` of an attribute value from its bytes in the page: character references decoded as
/// libxml2 decodes them (a named reference only with its `;` and only when it is one of HTML's entities,
/// which ``LibXMLHTMLScanner/characterEntity(named:)`` knows; numeric references with or without `;`), a NUL
/// byte as U+FFFD, and bytes that are not UTF-8 read as ISO-8859-1, as libxml2 reads a page without a declared
/// encoding once it meets them.
enum AttributeText {
    /// The text of `bytes`, the value as written between its quotes.
    static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var needsDecoding = false
        for byte in bytes where byte == UInt8(ascii: "&") || byte == 0 {
            needsDecoding = true
            break
        }
        guard needsDecoding else { return text(bytes) }
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0 {
                decoded += [0xEF, 0xBF, 0xBD]
                index += 1
            } else if byte == UInt8(ascii: "&"), let (scalar, next) = reference(in: bytes, at: index) {
                decoded += Array(String(Character(scalar)).utf8)
                index = next
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        return decoded.withUnsafeBufferPointer(text)
    }

    private static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var latin1 = String.UnicodeScalarView()
        for byte in bytes { latin1.append(Unicode.Scalar(byte)) }
        return String(latin1)
    }

    /// The character of the reference that starts with the `&` at `start`, and the position after it; `nil`
    /// when the text there is not a reference libxml2 decodes (it is then kept as written).
    private static func reference(in bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (Unicode.Scalar, Int)? {
        var index = start + 1
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "#") { return numericReference(in: bytes, after: index) }
        guard isNameStart(bytes[index]) else { return nil }
        var name: [CChar] = []
        while index < bytes.count, isNameByte(bytes[index]), name.count < 32 {
            name.append(CChar(bitPattern: bytes[index]))
            index += 1
        }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else { return nil }
        name.append(0)
        guard let value = name.withUnsafeBufferPointer({ commonEntity($0) ?? LibXMLHTMLScanner.characterEntity(named: $0.baseAddress!) }),
            let scalar = Unicode.Scalar(value)
        else { return nil }
        return (scalar, index + 1)
    }

    /// `&amp;`, `&lt;`, `&gt;` and `&quot;` without a call into libxml2's table, which is searched name by name.
    private static func commonEntity(_ name: UnsafeBufferPointer<CChar>) -> UInt32? {
        switch Array(name.dropLast()).map({ UInt8(bitPattern: $0) }) {
        case Array("amp".utf8): 0x26
        case Array("lt".utf8): 0x3C
        case Array("gt".utf8): 0x3E
        case Array("quot".utf8): 0x22
        default: nil
        }
    }

    /// `&#65;`, `&#x41;` (the `;` may be missing); a value that is no character becomes U+FFFD.
    private static func numericReference(in bytes: UnsafeBufferPointer<UInt8>, after hash: Int) -> (Unicode.Scalar, Int)? {
        var index = hash + 1
        let isHex = index < bytes.count && (bytes[index] | 0x20) == UInt8(ascii: "x")
        if isHex { index += 1 }
        var value: UInt32 = 0
        var digits = 0
        while index < bytes.count, let digit = digitValue(bytes[index], hex: isHex) {
            value = min(value &* (isHex ? 16 : 10) &+ digit, 0x11_0000)
            digits += 1
            index += 1
        }
        guard digits > 0 else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
        return (value == 0 ? "\u{FFFD}" : Unicode.Scalar(value) ?? "\u{FFFD}", index)
    }

    private static func digitValue(_ byte: UInt8, hex: Bool) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where hex: UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where hex: UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
    }
}
