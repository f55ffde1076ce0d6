import TestSupport
import Testing

@testable import Escaping

/// The escaper's wide scans (sixteen bytes, eight, one) give what a byte-by-byte escaper gives, whatever byte stands
/// wherever in a text of any length.
@Suite struct MarkupEscaperScanTests {
    /// `text` escaped one byte at a time, as the rules say: the five characters replaced (`'` by `apostrophe`); with
    /// `replacing`, the control characters other than tab, LF and CR, and U+FFFE and U+FFFF, become U+FFFD.
    func byteByByte(_ text: String, apostrophe: String, replacing: Bool) -> [UInt8] {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            case UInt8(ascii: "'"): out += apostrophe.utf8
            case 0x00..<0x20 where replacing && byte != 0x09 && byte != 0x0A && byte != 0x0D: out += "\u{FFFD}".utf8
            case 0xEF where replacing && index + 1 < bytes.count && bytes[index] == 0xBF && bytes[index + 1] >= 0xBE:
                out += "\u{FFFD}".utf8
                index += 2
            default: out.append(byte)
            }
        }
        return out
    }

    /// Whether the four ways to escape `text` give what ``byteByByte(_:apostrophe:replacing:)`` gives.
    func expectEscapedByteByByte(_ text: String) {
        let xml = byteByByte(text, apostrophe: "&apos;", replacing: true)
        let html = byteByByte(text, apostrophe: "&#39;", replacing: false)
        #expect(Array(XMLEscaper.escape(text).utf8) == xml, "\(Array(text.utf8))")
        #expect(Array(HTMLEscaper.escape(text).utf8) == html, "\(Array(text.utf8))")
        var document: [UInt8] = [0x41]
        XMLEscaper.append(text, to: &document)
        #expect(document == [0x41] + xml, "\(Array(text.utf8))")
        document = [0x41]
        HTMLEscaper.append(text, to: &document)
        #expect(document == [0x41] + html, "\(Array(text.utf8))")
    }

    @Test func everyByteAtEveryPlaceOfShortTexts() {
        for length in 1...40 {
            for place in 0..<length {
                for value in 0...255 {
                    // A byte beyond ASCII alone is not UTF-8: decoding makes it U+FFFD (EF BF BD), which the scans
                    // must pass whole, and the bytes that start U+FFFE are written out in full below.
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[place] = UInt8(value)
                    expectEscapedByteByByte(String(decoding: bytes, as: UTF8.self))
                }
                for special in ["\u{FFFE}", "\u{FFFF}", "\u{FFEF}", "\u{FFFD}", "é", "😀"] {
                    let text = String(repeating: "a", count: place) + special + String(repeating: "b", count: length - place - 1)
                    expectEscapedByteByByte(text)
                }
            }
        }
    }

    @Test func randomTexts() {
        let pieces = [
            "a", "Z", " ", ".", ",", "=", "?", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\u{0}", "\u{1F}", "\u{7F}",
            "é", "ж", "—", "\u{FFFE}", "\u{FFFF}", "\u{FFEF}", "\u{FFFD}", "\u{EFBF}", "😀", "plain words of a text ",
        ]
        var random = SeededRandom(seed: 0x7A1B_8E5C)
        for _ in 0..<3_000 {
            let count = random.next(below: 80)
            let text = (0..<count).map { _ in pieces[random.next(below: pieces.count)] }.joined()
            expectEscapedByteByByte(text)
        }
    }
}
