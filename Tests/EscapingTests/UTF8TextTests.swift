import Escaping
import Testing

/// ``UTF8Text`` against the standard library's own check, which it replaces: the same answer for every sequence of
/// one to three bytes around the boundaries of UTF-8 (each at every place in a word of ASCII, so that the eight-byte
/// scan meets it at each offset), and for random bytes.
@Suite struct UTF8TextTests {
    /// The bytes where UTF-8's rules change: ASCII's end, continuation bytes, the leads and their limits.
    static let boundaryBytes: [UInt8] = [
        0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xEC, 0xED, 0xEE,
        0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF,
    ]

    /// What the standard library makes of `bytes`: the string when they are UTF-8, else nil.
    static func reference(_ bytes: [UInt8]) -> String? {
        String(validating: bytes, as: UTF8.self)
    }

    @Test func agreesWithTheStandardLibraryOnEveryShortSequenceAtEveryOffset() {
        var checked = 0
        for first in Self.boundaryBytes {
            for second in Self.boundaryBytes {
                for third in Self.boundaryBytes {
                    let sequence = [first, second, third]
                    for lead in 0...9 {
                        let bytes = Array(repeating: UInt8(ascii: "a"), count: lead) + sequence + Array("xyz".utf8)
                        #expect(UTF8Text.string(validating: bytes) == Self.reference(bytes), "\(bytes)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked == 25 * 25 * 25 * 10)
    }

    @Test func agreesOnEveryScalarKindAndOnSequencesCutShort() {
        let scalars = ["a", "é", "ж", "ʻ", "€", "한", "\u{FFFD}", "\u{FFFF}", "𝄞", "\u{10FFFF}", "😀"]
        for scalar in scalars {
            let whole = Array(("abcdefgh" + scalar + "ijklmnop").utf8)
            #expect(UTF8Text.string(validating: whole) == "abcdefgh" + scalar + "ijklmnop")
            let encoded = Array(scalar.utf8)
            for cut in 1..<max(2, encoded.count) where encoded.count > 1 {
                let short = Array("abcdefgh".utf8) + encoded.prefix(cut)
                #expect(UTF8Text.string(validating: short) == nil, "\(short)")
                #expect(UTF8Text.string(repairing: short) == String(decoding: short, as: UTF8.self))
            }
        }
    }

    @Test func agreesOnRandomBytesMostlyASCII() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            let bytes = (0..<count).map { _ in
                Int.random(in: 0..<8, using: &generator) == 0 ? UInt8.random(in: 0x80...0xFF, using: &generator)
                    : UInt8.random(in: 0...0x7F, using: &generator)
            }
            #expect(UTF8Text.string(validating: bytes) == Self.reference(bytes), "\(bytes)")
            #expect(UTF8Text.string(repairing: bytes) == String(decoding: bytes, as: UTF8.self), "\(bytes)")
        }
    }

    @Test func aCStringIsReadUpToItsNUL() {
        let bytes: [CChar] = [0x68, 0x69, -61, -87, 0, 0x78]  // "hié" then NUL
        let text = bytes.withUnsafeBufferPointer { UTF8Text.string(repairingCString: $0.baseAddress!) }
        #expect(text == "hié")
        let invalid: [CChar] = [0x61, -128, 0]
        #expect(invalid.withUnsafeBufferPointer { UTF8Text.string(repairingCString: $0.baseAddress!) } == "a\u{FFFD}")
    }

    @Test func theEmptyBufferIsTheEmptyString() {
        #expect(UTF8Text.string(validating: [UInt8]()) == "")
        #expect(UTF8Text.string(repairing: UnsafeBufferPointer<UInt8>(start: nil, count: 0)) == "")
    }
}
