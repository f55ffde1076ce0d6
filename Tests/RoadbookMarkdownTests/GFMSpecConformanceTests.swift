import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookMarkdown

/// Every example of the GFM spec, cmark-gfm's extension tests and its smart-punctuation tests, through Roadbook's
/// renderer: the HTML must be cmark-gfm's except for what Roadbook adds on purpose (``RoadbookAdditions``), or the
/// example is in ``exclusions`` with the reason it cannot be.
@Suite struct GFMSpecConformanceTests {
    /// Examples that cannot give the spec's HTML, by file and number, with the reason.
    static let exclusions: [String: [Int: String]] = [
        "spec.txt": [
            // The two task-list examples are marked `disabled` in the spec (cmark-gfm's own runner skips them):
            // their HTML is GitHub's after its sanitiser reorders attributes, not cmark-gfm's.
            279: "disabled in the spec: GitHub's post-processed attribute order",
            280: "disabled in the spec: GitHub's post-processed attribute order",
            // CommonMark examples showing that a bare URL or address is not a link: the autolink extension, always
            // on in Roadbook (a bare `www.prague.eu` is a link), makes it one.
            610: "the autolink extension is always on", 614: "the autolink extension is always on",
            616: "the autolink extension is always on", 619: "the autolink extension is always on",
            620: "the autolink extension is always on",
        ],
        "extensions.txt": [
            // The file's footnote markup is older than the library's: 0.29.0.gfm.6 writes `fn-1`, `data-footnote-ref`
            // and an `aria-label` (CmarkRendererTests checks that markup and Roadbook's prefixes).
            23: "the test file's footnote markup predates cmark-gfm 0.29.0.gfm.6"
        ],
    ]

    /// The spec's HTML with Roadbook's options: GFM's tag filter (section 6.11, Disallowed Raw HTML) is on whenever
    /// raw HTML is allowed, so `<script>`, `<style>`, `<iframe>`… in raw HTML start with `&lt;`; and a table cell's
    /// alignment is a style (cmark-gfm's `CMARK_OPT_TABLE_PREFER_STYLE_ATTRIBUTES`), since HTML5 has no `align`.
    static func withRoadbooksOptions(_ html: String) -> String {
        html.replacing(#/<(/?)(title|textarea|style|xmp|iframe|noembed|noframes|script|plaintext)/#.ignoresCase()) {
            "&lt;\($0.output.1)\($0.output.2)"
        }
        .replacing(#/<(t[hd]) align="(left|center|right)">/#) { "<\($0.output.1) style=\"text-align: \($0.output.2)\">" }
    }

    /// The renderer as a site has it, with raw HTML let through (most spec examples are about raw HTML), and
    /// nothing to resolve links against.
    func renderer(smart: Bool) -> CmarkRenderer {
        CmarkRenderer(
            options: MarkdownOptions(smart: smart, unsafeHTML: true),
            resolver: ContentLinkResolver(placeIDs: [], todoIDs: [], images: [:]))
    }

    func check(_ file: String, smart: Bool) throws {
        let examples = try GFMSpecExample.load(file)
        #expect(examples.count > 10, "no examples read from \(file)")
        let renderer = renderer(smart: smart)
        let context = MarkdownContext(sourcePath: "content/locations/spec.md", rootPrefix: "../../")
        var passed = 0
        for example in examples {
            let excluded = Self.exclusions[file]?[example.number]
            let html = RoadbookAdditions.removed(from: renderer.render(example.markdown, context: context).html)
            if let excluded {
                #expect(html != example.html, "\(example) passes now; take it off the exclusions (\(excluded))")
                continue
            }
            // cmark-gfm's crash tests: any output will do.
            if html == Self.withRoadbooksOptions(example.html) || example.html == "<IGNORE>\n" {
                passed += 1
            } else {
                Issue.record("\(example): expected\n\(example.html)got\n\(html)")
            }
        }
        print("\(file): \(passed) of \(examples.count) examples pass")
    }

    @Test func theGFMSpecExamplesPass() throws { try check("spec.txt", smart: false) }
    @Test func cmarkGFMsExtensionExamplesPass() throws { try check("extensions.txt", smart: false) }
    @Test func cmarkGFMsSmartPunctuationExamplesPass() throws { try check("smart_punct.txt", smart: true) }

    @Test func theAdditionsAreWhatIsRemoved() {
        let html = RoadbookAdditions.removed(
            from: ##"<h2 id="a-b">A <em>b</em> <a class="anchor" href="#a-b" aria-label="Link to this section: A b">#</a></h2>"## + "\n"
                + #"<div class="table-scroll" tabindex="0">"# + "\n<table>\n</table>\n</div>\n")
        #expect(html == "<h2>A <em>b</em></h2>\n<table>\n</table>\n")
    }
}

/// Takes out of Roadbook's HTML what it adds to cmark-gfm's on purpose: a heading's id and self-link, a table's
/// scrolling wrapper.
enum RoadbookAdditions {
    static func removed(from html: String) -> String {
        var text = html.replacing(#/<h([1-6]) id="[^"]*">/#) { "<h\($0.output.1)>" }
        text = text.replacing(#/ <a class="anchor" href="#[^"]*" aria-label="[^"]*">#</a></h([1-6])>/#) { "</h\($0.output.1)>" }
        text = text.replacing(#"<div class="table-scroll" tabindex="0">"# + "\n", with: "")
        text = text.replacing(#/<input type="checkbox" aria-label="[^"]*"/#) { _ in #"<input type="checkbox""# }
        return text.replacing(#/</table>\n</div>\n/#) { _ in "</table>\n" }
    }
}
