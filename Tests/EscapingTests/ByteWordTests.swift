import Foundation
import Testing

@testable import Escaping

/// The eight-byte tests mark exactly the bytes they hold for, whatever stands beside them.
@Suite struct ByteWordTests {
    /// A word of `filler` bytes with `byte` at `place`.
    func word(_ byte: UInt8, at place: Int, in filler: UInt8) -> UInt64 {
        var bytes = [UInt8](repeating: filler, count: 8)
        bytes[place] = byte
        return bytes.withUnsafeBufferPointer { ByteWord.load($0, at: 0) }
    }

    @Test func eachTestMarksTheBytesItHoldsForAndNoOthers() {
        for filler: UInt8 in [0x00, 0x20, 0x26, 0x3C, 0x61, 0x7F, 0x80, 0xE2, 0xEF, 0xFF] {
            for value in 0...255 {
                let byte = UInt8(value)
                for place in 0..<8 {
                    let chunk = word(byte, at: place, in: filler)
                    func marks(_ holds: (UInt8) -> Bool) -> UInt64 {
                        (0..<8).reduce(0) { marks, index in
                            holds(index == place ? byte : filler) ? marks | 0x80 << (8 * UInt64(index)) : marks
                        }
                    }
                    #expect(ByteWord.bytes(of: chunk, equalTo: 0x3C) == marks { $0 == 0x3C })
                    #expect(ByteWord.bytes(of: chunk, equalTo: 0xEF) == marks { $0 == 0xEF })
                    #expect(ByteWord.bytes(of: chunk, equalTo: 0x26, ignoring: 1) == marks { $0 == 0x26 || $0 == 0x27 })
                    #expect(ByteWord.asciiBytes(of: chunk, below: 0x21) == marks { $0 < 0x21 })
                    #expect(ByteWord.bytesBeyondASCII(of: chunk) == marks { $0 >= 0x80 })
                    #expect(ByteWord.zeroBytes(chunk) == marks { $0 == 0 })
                }
            }
        }
        #expect(ByteWord.firstMarked(0) == 8)
        #expect(ByteWord.firstMarked(0x80 << 24 | 0x80 << 56) == 3)
    }

    @Test func escapingLongTextsStopsAtEachCharacterWhereverItIs() {
        for special in ["<", ">", "&", "\"", "'", "\u{1}", "\u{FFFE}", "\n"] {
            for place in 0..<20 {
                let text = String(repeating: "a", count: place) + special + String(repeating: "é b", count: 7)
                let html = text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                    .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
                    .replacingOccurrences(of: "'", with: "&#39;")
                #expect(HTMLEscaper.escape(text) == html, "\(text)")
                let xml = html.replacingOccurrences(of: "&#39;", with: "&apos;").replacingOccurrences(of: "\u{1}", with: "\u{FFFD}")
                    .replacingOccurrences(of: "\u{FFFE}", with: "\u{FFFD}")
                #expect(XMLEscaper.escape(text) == xml, "\(text)")
                var document: [UInt8] = []
                XMLEscaper.append(text, to: &document)
                #expect(String(decoding: document, as: UTF8.self) == xml, "\(text)")
            }
        }
    }
}
