import Escaping
import Testing

@Suite struct TextEscapingTests {
    @Test func jsonEscapesQuotesBackslashesAndControlCharacters() {
        #expect(QuotedText.json("a\"b\\c\nd\re\tf\u{1}g\u{7F}é😀") == #""a\"b\\c\nd\re\tf\u0001g\u007Fé😀""#)
    }

    @Test func jsonIntoBytesIsTheSameLiteralAsIntoAString() {
        var texts = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        texts += ["", "plain", "a\"b\\c\nd\re\tf\u{1}g\u{7F}é😀", "Ещё \u{85}\u{2028}", String(repeating: "\u{1F}x", count: 40)]
        for text in texts {
            var bytes: [UInt8] = [0x41]
            QuotedText.appendJSON(text, to: &bytes)
            #expect(bytes == [0x41] + Array(QuotedText.json(text).utf8), "\(Array(text.utf8))")
        }
    }

    @Test func yamlAlsoEscapesWhatYAMLCannotHold() {
        #expect(QuotedText.yaml("a\u{85}b\u{FEFF}c\u{2028}é\t") == #""a\u0085b\uFEFFc\u2028é\t""#)
        #expect(QuotedText.json("a\u{85}b") == "\"a\u{85}b\"")
        #expect(!QuotedText.isPrintableInYAML("\u{9F}"))
        #expect(QuotedText.isPrintableInYAML("\t"))
    }

    @Test func htmlAndXMLReplaceTheFiveCharacters() {
        #expect(HTMLEscaper.escape(#"<a href="x">Tom & Jerry's</a>"#) == "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;")
        #expect(HTMLEscaper.escape("plain\u{1}") == "plain\u{1}")
        #expect(XMLEscaper.escape(#"<'&">"#) == "&lt;&apos;&amp;&quot;&gt;")
        #expect(XMLEscaper.escape("a\u{1}b\tc\u{FFFE}") == "a\u{FFFD}b\tc\u{FFFD}")
    }

    @Test func xmlKeepsOtherCharactersOfThreeBytesAndAppendsToADocument() {
        // U+FFEF and U+FFFD start with the same bytes as U+FFFE and U+FFFF (EF BF); only the last two go.
        #expect(XMLEscaper.escape("é\u{FFFD}\u{FFEF}😀\u{FFFF}") == "é\u{FFFD}\u{FFEF}😀\u{FFFD}")
        #expect(XMLEscaper.escape("\u{7F}\r\n") == "\u{7F}\r\n")
        var out = Array("<desc>".utf8)
        XMLEscaper.append("Tom & \u{0}Jerry's", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "<desc>Tom &amp; \u{FFFD}Jerry&apos;s")
    }
}
