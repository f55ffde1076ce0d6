import Foundation
import TestSupport
import Testing

@testable import RoadbookContent
@testable import RoadbookMarkdown

/// The parser attaches only the extensions a text may use (``MarkdownSyntaxHints``): the HTML must be what every
/// extension attached gives, on the spec's examples and on texts mixing every extension's marks.
@Suite struct MarkdownSyntaxHintsTests {
    func renderers(smart: Bool, unsafeHTML: Bool) -> (hinted: CmarkRenderer, all: CmarkRenderer) {
        let hinted = CmarkRenderer(
            options: MarkdownOptions(smart: smart, unsafeHTML: unsafeHTML),
            resolver: ContentLinkResolver(placeIDs: [], todoIDs: [], images: [:]))
        var all = hinted
        all.attachesOnlyHintedExtensions = false
        return (hinted, all)
    }

    func hints(_ text: String) -> MarkdownSyntaxHints {
        var text = text
        return text.withUTF8 { MarkdownSyntaxHints($0) }
    }

    @Test func eachExtensionIsHintedByItsMarks() {
        #expect(hints("plain words, and a [link](https://example.org) no") == {
            var expected = hints("")
            expected.autolink = .inLinkDestinations
            return expected
        }())
        #expect(hints("a | b").table)
        #expect(hints("~~free~~").strikethrough)
        for box in ["- [x] done", "- [X] done", "- [ ] to do", "- [\t] to do", "1. [\n] odd"] { #expect(hints(box).taskList, "\(box)") }
        for text in ["[link](x)", "[xx]", "[ x]", "[", "[x"] { #expect(!hints(text).taskList, "\(text)") }
        #expect(hints("a note[^1]").footnotes)
        #expect(!hints("a [link] only").footnotes)
        for address in ["www.prague.eu", "WWW.PRAGUE.EU", "Www.x.org", "http://x.org", "ftp://x", "me@example.org", "MAILTO:a", "xmpp:a"] {
            #expect(hints(address).autolink == .anywhere, "\(address)")
        }
        for text in ["ww.x", "Tip: bring water", "a:/b", "mail:", "wwww"] {
            #expect(hints(text).autolink == .none, "\(text)")
        }
        #expect(hints("[a](https://x.org) and [b](mailto:me@x.org \"t\")").autolink == .inLinkDestinations)
        #expect(hints("[a](https://x.org) and https://y.org").autolink == .anywhere)
        #expect(hints("[a]( https://x.org)").autolink == .anywhere)
        #expect(hints("<b>bold</b>").rawHTML)
        #expect(hints("") == MarkdownSyntaxHints(UnsafeBufferPointer(start: nil, count: 0)))
    }

    @Test func eachMarkIsFoundWhereverItStandsInALongText() {
        let marks = ["a | b", "~~x~~", "<b>", "me@x.org", "www.x", "http://x", "MAILTO:a", "[ ] y", "[^1]", "[a](https://x.org) b", "[a](x) y.z"]
        for mark in marks {
            for place in 0..<12 {
                let text = String(repeating: "a", count: place) + " " + mark + " 0123456789 tail"
                #expect(hints(text) == hints(" " + mark + " "), "\(text)")
            }
        }
    }

    @Test(arguments: [false, true], [false, true])
    func theHintedParseRendersTheSpecAsEveryExtensionDoes(smart: Bool, unsafeHTML: Bool) throws {
        let (hinted, all) = renderers(smart: smart, unsafeHTML: unsafeHTML)
        let context = MarkdownContext(sourcePath: "content/locations/spec.md", rootPrefix: "../../")
        var compared = 0
        for file in ["spec.txt", "extensions.txt", "smart_punct.txt"] {
            for example in try GFMSpecExample.load(file) {
                let (left, right) = (hinted.render(example.markdown, context: context), all.render(example.markdown, context: context))
                #expect(left.html == right.html, "\(file) example \(example.number)")
                #expect(left.plainText == right.plainText, "\(file) example \(example.number)")
                compared += 1
            }
        }
        #expect(compared > 700)
    }

    @Test func mixedMarksRenderAsEveryExtensionDoes() {
        let pieces = [
            "www.prague.eu", "https://x.org/a_b", "me@example.org", "mailto:me@example.org", "~~free~~", "~one~", "| a | b |\n|---|:-:|\n| 1 | 2 |",
            "- [ ] pack\n- [x] book", "note[^1]\n\n[^1]: the note", "*www.x.org*", "(www.x.org)", "`www.x.org`", "<b>raw</b>",
            "\"quoted\"", "it's", "--", "...", "Tip: bring water", "[link](https://x.org)", "![photo](https://x.org/p.jpg)",
            "## Heading", "\n\n", " ", "w", ":", "/", "@", "|", "~", "[", "^", "]", "\\", "(", ")", "](", "https://x.org",
            "[a](https://x.org", "[a](https://x.org)", "[https://x.org](https://y.org)", "[x](mailto:a@b.org)", "<https://x.org>",
            "[a](<https://x.org>)", "](www.x.org", "*", "_", "`", "- [X] big", "* [\t] tab", "[x]", "[ ]", "www...x.org", "www...",
            "x@y...z", "http:...//x", "[a](https://x.org) www...x.org",
        ]
        var random = SeededRandom(seed: 20_261_202)
        let context = MarkdownContext(sourcePath: "content/locations/mix.md", rootPrefix: "../../")
        for (smart, unsafeHTML) in [(true, false), (false, true)] {
            let (hinted, all) = renderers(smart: smart, unsafeHTML: unsafeHTML)
            for _ in 0..<3000 {
                let text = (0...random.next(below: 8)).map { _ in pieces[random.next(below: pieces.count)] }.joined()
                #expect(hinted.render(text, context: context).html == all.render(text, context: context).html, "\(text.debugDescription)")
            }
        }
    }
}
