/// Whether a page's bytes can be read as UTF-8 by ``HTMLTagScanner``, or need libxml2 to decode them.
///
/// A page is UTF-8 when it starts with UTF-8's byte order mark, when it has no byte above 127 (ASCII reads the
/// same in every encoding a page may declare), or when its first 1,024 bytes (where the HTML standard
/// looks) declare no encoding or UTF-8: `<meta charset="…">`, `<meta http-equiv="Content-Type"
/// content="…; charset=…">` or `<?xml … encoding="…"?>`.
enum PageEncoding {
    /// Whether `page` is read as UTF-8.
    static func isReadAsUTF8(_ page: UnsafeBufferPointer<UInt8>) -> Bool {
        if page.starts(with: [0xEF, 0xBB, 0xBF]) { return true }
        guard let label = declaredEncoding(in: UnsafeBufferPointer(rebasing: page.prefix(1024))) else { return true }
        return utf8Labels.contains(label) || isASCII(page)
    }

    /// The labels of UTF-8 (the WHATWG Encoding standard's, lower-cased).
    private static let utf8Labels: Set<String> = [
        "utf-8", "utf8", "unicode-1-1-utf-8", "unicode11utf8", "unicode20utf8", "x-unicode20utf8",
    ]

    /// The lower-cased label after the first `charset` or `encoding` (followed by `=`) in `head`, or `nil`.
    static func declaredEncoding(in head: UnsafeBufferPointer<UInt8>) -> String? {
        for keyword in ["charset", "encoding"] {
            let word = Array(keyword.utf8)
            var index = 0
            while index + word.count <= head.count {
                defer { index += 1 }
                guard (0..<word.count).allSatisfy({ head[index + $0] | 0x20 == word[$0] }) else { continue }
                if let label = label(in: head, after: index + word.count) { return label }
            }
        }
        return nil
    }

    private static func label(in head: UnsafeBufferPointer<UInt8>, after start: Int) -> String? {
        var index = start
        func skipSpaces() { while index < head.count, head[index] == 0x20 || head[index] == 0x09 { index += 1 } }
        skipSpaces()
        guard index < head.count, head[index] == UInt8(ascii: "=") else { return nil }
        index += 1
        skipSpaces()
        if index < head.count, head[index] == UInt8(ascii: "\"") || head[index] == UInt8(ascii: "'") { index += 1 }
        let labelStart = index
        while index < head.count, isLabelByte(head[index]) { index += 1 }
        guard index > labelStart else { return nil }
        return String(decoding: head[labelStart..<index].map { $0 | ($0 &- 0x41 < 26 ? 0x20 : 0) }, as: UTF8.self)
    }

    private static func isLabelByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".")
    }

    private static func isASCII(_ page: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = page.baseAddress else { return true }
        let start = UnsafeRawPointer(base)
        var index = 0
        while page.count - index >= 8 {
            if start.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            index += 8
        }
        while index < page.count {
            if page[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }
}
