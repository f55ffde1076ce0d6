import Escaping
import Testing

@Suite struct PercentEscapesTests {
    @Test func strictDecodingRefusesABrokenEscape() {
        #expect(PercentEscapes.strictlyDecoded("/a%20b%2Fc+d".utf8) == Array("/a b/c+d".utf8))
        #expect(PercentEscapes.strictlyDecoded("/caf%C3%A9".utf8) == [0x2F, 0x63, 0x61, 0x66, 0xC3, 0xA9])
        #expect(PercentEscapes.strictlyDecoded("/a%2".utf8) == nil)
        #expect(PercentEscapes.strictlyDecoded("/a%zz".utf8) == nil)
        #expect(PercentEscapes.strictlyDecoded("%".utf8) == nil)
    }

    @Test func lenientDecodingKeepsABrokenEscapeAsItIs() {
        #expect(PercentEscapes.decoded("a%20b%2fc+d") == "a b/c+d")
        #expect(PercentEscapes.decoded("100%") == "100%")
        #expect(PercentEscapes.decoded("a%2") == "a%2")
        #expect(PercentEscapes.decoded("%zz%41") == "%zzA")
        #expect(PercentEscapes.decoded("caf%C3%A9") == "café")
        #expect(PercentEscapes.decoded(Array("x%41%".utf8)) == Array("xA%".utf8))
    }

    @Test func encodingEscapesAllButUnreservedBytes() {
        #expect(PercentEscapes.encoded(Array("a b/é~-._Z9".utf8)) == "a%20b%2F%C3%A9~-._Z9")
        #expect(PercentEscapes.strictlyDecoded(PercentEscapes.encoded(Array(0...255)).utf8) == Array(0...255))
    }
}
