import Testing

@testable import RoadbookMarkdown

/// The words of rendered HTML, for the search index.
struct RenderedTextTests {
    func words(_ html: String) -> [Substring] {
        RenderedText.plainText(ofHTML: html).split(whereSeparator: \.isWhitespace)
    }

    @Test func inlineTagsKeepAWordWholeAndBlockTagsEndIt() {
        #expect(words("<p>un<em>usual</em> <strong>bold</strong></p><p>next</p>") == ["unusual", "bold", "next"])
        #expect(words("<table><tr><td>Mon</td><td>castle</td></tr></table>") == ["Mon", "castle"])
        #expect(words("<p>seen<sup class=\"footnote-ref\"><a href=\"#fn-1\">1</a></sup></p>") == ["seen", "1"])
        #expect(words("<ul><li>one</li><li>two<br />three</li></ul>") == ["one", "two", "three"])
        // Names in either case, up to ten letters; a longer or unknown name is an inline tag.
        #expect(words("a<BlockQuote>b</BLOCKQUOTE>c<figcaption>d<figcaptions>e<h7>f<H6>g<sub>h") == ["a", "b", "c", "def", "gh"])
    }

    @Test func attributesAreNotTextEvenWithAnglesInQuotes() {
        #expect(words(##"<p><img src="a.jpg" alt="a > b words" /> after <a title='x > y' href="#">link</a></p>"##) == ["after", "link"])
        #expect(words(##"<h2 id="food">Food <a class="anchor" href="#food" aria-label="Link to this section: Food">#</a></h2>"##) == ["Food", "#"])
    }

    @Test func entitiesAreDecodedAndAStrayAmpersandStays() {
        #expect(RenderedText.plainText(ofHTML: "<p>Fish &amp; chips &lt;3 &quot;x&quot; &#39;y&#39; &#x41;&#66;</p>") == " Fish & chips <3 \"x\" 'y' AB ")
        #expect(RenderedText.plainText(ofHTML: "AT&T &unknown; & &#xZZ;") == "AT&T &unknown; & &#xZZ;")
        #expect(RenderedText.plainText(ofHTML: "a<p never closed") == "a ")
    }

    @Test func theTextIsWrittenIntoABufferAsLongAsTheHTML() {
        // Entities that shrink least and tags that separate with the shortest names: the text still fits.
        let html = "<p>&#128512;&#x800;&#x80;&nbsp;&lt;<br><b>x</b><p"
        let bytes = Array(html.utf8)
        let text = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
            count = bytes.withUnsafeBufferPointer { RenderedText.plainTextUTF8(ofHTML: $0, into: buffer) }
        }
        #expect(String(decoding: text, as: UTF8.self) == " 😀\u{800}\u{80}\u{A0}< x ")
        #expect(text == bytes.withUnsafeBufferPointer(RenderedText.plainTextUTF8(ofHTML:)))
    }

    @Test func theTidyTextIsThePlainTextWithEachRunOfWhiteSpaceOneSpace() {
        let pages = [
            "<h2 id=\"a\">A</h2>\n<p>x&nbsp;&amp;&#x2003;y &lt;3 &#128512;</p>\n<ul>\n<li>one</li>\n<li>t<em>w</em>o</li>\n</ul>\n",
            "  <p>\u{3000}lead&#32;&#10;and trail\u{85}</p>  ", "a&#9;b&unknown;c\u{2028}d\u{7F}\u{1}e", "", "<br>", "&nbsp;",
            // Long runs, read eight bytes at a time, cut by each kind of byte at each place.
            "abcdefghij&amp;klmnopq<em>rstuvwxyz</em>0123456789é\u{7F}ABCDEFGH  IJKLMNOP\u{2003}QRSTUVWX&#x41;YZ<p>1234567",
            "12345678<b>12345678</b>1234567<br>1234567&lt;1234567 12345678\t1234567\u{A0}x",
        ]
        for html in pages {
            // What tidying the plain text gives, scalar by scalar.
            var expected = String.UnicodeScalarView()
            var pending = false
            for scalar in RenderedText.plainText(ofHTML: html).unicodeScalars {
                if WhiteSpace.contains(scalar.value) {
                    pending = true
                    continue
                }
                if pending, !expected.isEmpty { expected.append(" ") }
                pending = false
                expected.append(scalar)
            }
            let bytes = Array(html.utf8)
            let text = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, count in
                count = bytes.withUnsafeBufferPointer { RenderedText.tidyTextUTF8(ofHTML: $0, into: buffer) }
            }
            #expect(String(decoding: text, as: UTF8.self) == String(expected), "\(html)")
        }
    }

    @Test func autolinkMarksCountInTheTextNotInTheTags() {
        #expect(!RenderedText.mayHoldAutolinkMarks(##"<p><a href="https://www.x.org/a@b" title="mailto:x">the castle</a>. Tip: go.</p>"##))
        for text in ["<p>see www.x.org</p>", "<p>WWW.X.ORG</p>", "<p>x <em>a</em>@b</p>", "<p>(https://x.org</p>", "<p>MailTo:me</p>", "<td>xmpp:a</td>"] {
            #expect(RenderedText.mayHoldAutolinkMarks(text), "\(text)")
        }
        #expect(!RenderedText.mayHoldAutolinkMarks("<p>w<em>ww</em>.x and http:<br />//x</p>"))
    }
}
