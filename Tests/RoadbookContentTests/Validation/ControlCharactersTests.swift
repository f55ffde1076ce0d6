import Testing

@testable import RoadbookContent

@Suite struct ControlCharactersTests {
    /// The byte check that spares most text the scalar walk agrees with the rule for every scalar up to U+0800
    /// (one- and two-byte UTF-8, where the control characters are), before, after and between other text.
    @Test func theByteCheckAgreesWithTheRule() throws {
        for value in UInt32(0)..<0x800 {
            let scalar = try #require(Unicode.Scalar(value))
            let expected = !(ControlCharacters.isDisallowed(scalar) || scalar == "\r")
            for text in ["\(scalar)", "aé\(scalar)", "\(scalar)° b", "\u{C2}\(scalar)"] {
                #expect(ControlCharacters.hasNoneOfThem(text) == expected, "U+\(String(value, radix: 16)) in '\(text.debugDescription)'")
            }
        }
    }

    /// Long text is read eight bytes at a time where they are printable ASCII: a scalar at any offset of a line of
    /// such text is still found, whichever eight bytes it falls in (or straddles).
    @Test func theWordAtATimeCheckFindsAScalarAtEveryOffset() throws {
        for value in UInt32(0)..<0x800 {
            let scalar = try #require(Unicode.Scalar(value))
            let expected = !(ControlCharacters.isDisallowed(scalar) || scalar == "\r")
            for offset in 0..<17 {
                let text = String(repeating: "x", count: offset) + "\(scalar)" + String(repeating: "y", count: 24 - offset)
                #expect(ControlCharacters.hasNoneOfThem(text) == expected, "U+\(String(value, radix: 16)) after \(offset) bytes")
            }
        }
    }

    @Test func findsTheFirstOneAndAllowsAWindowsLineEnd() {
        #expect(ControlCharacters.firstDisallowed(in: "Caffè ° ok\tfine\n") == nil)
        #expect(ControlCharacters.firstDisallowed(in: "a\r\nb", allowingCRLF: true) == nil)
        #expect(ControlCharacters.firstDisallowed(in: "a\r\nb")?.offset == 1)
        #expect(ControlCharacters.firstDisallowed(in: "é\u{85}x")?.offset == 1)
        #expect(ControlCharacters.firstDisallowed(in: "ab\u{1B}[2J")?.scalar == "\u{1B}")
    }
}
