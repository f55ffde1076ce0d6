import Diagnostics
import Parallelism
import Testing

@testable import RoadbookContent
@testable import RoadbookMarkdown

@Suite struct CmarkRendererTests {
    let resolver = ContentLinkResolver(
        placeIDs: ["colosseum", "pantheon"],
        todoIDs: ["book-flights", "Buy-Pass"],
        images: ["rome-1": .init(sitePath: "images/rome-1.svg", width: 800, height: 600)])

    func renderer(smart: Bool = false, unsafeHTML: Bool = false) -> CmarkRenderer {
        CmarkRenderer(options: MarkdownOptions(smart: smart, unsafeHTML: unsafeHTML), resolver: resolver)
    }

    func placeContext(firstLine: Int = 1) -> MarkdownContext {
        MarkdownContext(sourcePath: "content/locations/colosseum.md", firstLine: firstLine, rootPrefix: "../../")
    }

    @Test func headingsGetUniqueIDsAndASelfLink() {
        let result = renderer().render("## Getting there\n\n## Getting there\n\n### Café & *More*\n", context: placeContext())
        #expect(result.headingIDs == ["getting-there", "getting-there-1", "cafe-more"])
        #expect(result.html.contains(##"<h2 id="getting-there">Getting there <a class="anchor" href="#getting-there" aria-label="Link to this section: Getting there">#</a></h2>"##))
        #expect(result.html.contains(##"<h3 id="cafe-more">Café &amp; <em>More</em> <a class="anchor" href="#cafe-more""##))
    }

    /// The raw HTML of a heading is read from the heading's own buffer: freeing the heading before rendering read
    /// freed memory (found by the markdown fuzz target; AddressSanitizer shows it, `scripts/test-sanitizers`).
    @Test(arguments: [false, true])
    func rawHTMLInAHeadingIsRenderedFromLiveMemory(unsafeHTML: Bool) {
        let result = renderer(unsafeHTML: unsafeHTML).render("## A <b>bold</b> <r> title\n\nText.\n", context: placeContext())
        let tag = unsafeHTML ? "<b>bold</b> <r>" : "<!-- raw HTML omitted -->bold<!-- raw HTML omitted --> <!-- raw HTML omitted -->"
        #expect(result.html.contains(#"<h2 id="a-bold-title">A \#(tag) title <a class="anchor""#), "\(result.html)")
    }

    /// An image in another image's description: the outer one is rewritten after the inner, which it frees (the
    /// other order read a freed node; found by the markdown fuzz target). Their problems stay in document order.
    @Test(arguments: ["![![]()](pic)", "![![inner](rome-1)](rome-1)", "![![x](javascript:y)](javascript:z)", "![a ![b](nowhere)](missing-too)"])
    func anImageInsideAnImageIsRewrittenWithoutReadingFreedMemory(markdown: String) {
        let result = renderer().render(markdown + "\n", context: placeContext())
        #expect(!result.html.isEmpty)
        let lines = result.diagnostics.map(\.location?.column)
        #expect(lines == lines.sorted { ($0 ?? 0) < ($1 ?? 0) })
    }

    @Test func headingIDsTakeTheContextsPrefix() {
        var context = placeContext()
        context.headingIDPrefix = "book-flights-"
        #expect(renderer().render("## Details\n", context: context).headingIDs == ["book-flights-details"])
    }

    @Test func headingIDsAvoidReservedIDs() {
        let result = renderer().render("# Book flights\n", context: placeContext(), reservedIDs: ["book-flights"])
        #expect(result.headingIDs == ["book-flights-1"])
    }

    @Test func linksToContentBecomeRelativePageURLs() {
        let markdown = "[P](pantheon.md) [F](../todos.yaml#book-flights) [T](../todos.yaml) [H](pantheon.md#history) [X](https://example.org/a.md)"
        let result = renderer().render(markdown, context: placeContext())
        #expect(result.diagnostics.isEmpty)
        #expect(result.html.contains(#"href="../../locations/pantheon/index.html""#))
        #expect(result.html.contains(#"href="../../todos/book-flights/index.html""#))
        #expect(result.html.contains(#"href="../../todos/index.html""#))
        #expect(result.html.contains(#"href="../../locations/pantheon/index.html#history""#))
        #expect(result.html.contains(#"href="https://example.org/a.md""#))
        // From the todo list (content/todos.yaml), places are under locations/.
        let notes = renderer().render(
            "[C](locations/colosseum.md) [B](#buy-pass) [B2](todos.yaml#buy-pass)",
            context: MarkdownContext(sourcePath: "content/todos.yaml", firstLine: 5, rootPrefix: "../"))
        #expect(notes.diagnostics.isEmpty)
        #expect(notes.html.contains(#"href="../locations/colosseum/index.html""#))
        #expect(notes.html.contains(##"href="#buy-pass""##))
        #expect(notes.html.contains(#"href="../todos/buy-pass/index.html""#))
    }

    @Test func aLinkToMissingContentIsAnErrorAtTheFilesLine() throws {
        // The body starts at line 9 of the file; the bad link is on the body's third line, column 7.
        let result = renderer().render("Intro.\n\nSee a [museum](pantheonn.md) and [todo](../todos.yaml#nope).\n", context: placeContext(firstLine: 9))
        #expect(result.diagnostics.count == 2)
        let first = try #require(result.diagnostics.first)
        #expect(first.location == SourceLocation(path: "content/locations/colosseum.md", line: 11, column: 7))
        #expect(first.message == "link to 'pantheonn.md': no location 'content/locations/pantheonn.md'; did you mean 'pantheon.md'?")
        #expect(result.diagnostics[1].message == "link to '../todos.yaml#nope': no todo with id 'nope'")
        #expect(result.diagnostics[1].location?.line == 11)
        let other = renderer().render("[x](../other.md)", context: placeContext())
        #expect(other.diagnostics.map(\.message) == ["link to '../other.md': 'content/other.md' is not a page of the site"])
    }

    @Test func imagesResolveByNameWithTheirSize() {
        let result = renderer().render("![The arena](rome-1 \"At dusk\")\n\n![x](https://example.org/y.png)", context: placeContext())
        #expect(result.diagnostics.isEmpty)
        #expect(result.html.contains(#"<figure class="markdown-figure"><img src="../../images/rome-1.svg" alt="The arena" width="800" height="600" loading="lazy" decoding="async"><figcaption>At dusk</figcaption></figure>"#))
        #expect(result.html.contains(#"<img src="https://example.org/y.png" alt="x" />"#))
        let missing = renderer().render("Text\n![a](rome-2)", context: placeContext(firstLine: 20))
        #expect(missing.diagnostics.map(\.description) == [
            "content/locations/colosseum.md:21:1: error: no image named 'rome-2' in content/images; did you mean 'rome-1'?"
        ])
    }

    @Test func imagesWrittenAsARelativePathIntoTheImagesFolderResolveLikeNames() {
        let result = renderer().render("![a](../images/rome-1.svg) ![b](../images/rome-1.png)\n\n![c](../images/rome-9.svg)", context: placeContext())
        #expect(result.html.contains(#"<img src="../../images/rome-1.svg" alt="a" width="800" height="600" loading="lazy" decoding="async">"#))
        #expect(result.html.contains(#"<img src="../../images/rome-1.svg" alt="b" width="800" height="600" loading="lazy" decoding="async">"#))
        #expect(result.diagnostics.map(\.description) == [
            "content/locations/colosseum.md:3:1: error: no image named '../images/rome-9.svg' in content/images; did you mean 'rome-1'?"
        ])
        let spaced = CmarkRenderer(
            options: MarkdownOptions(smart: false, unsafeHTML: false),
            resolver: ContentLinkResolver(
                placeIDs: [], todoIDs: [], images: ["sp ace": .init(sitePath: "images/sp ace.png", width: 3, height: 2)])
        ).render("![a](sp%20ace) ![b](<sp ace.png>) ![c](../images/sp%20ace.png)", context: placeContext())
        #expect(spaced.diagnostics.isEmpty)
        #expect(spaced.html.components(separatedBy: #"width="3" height="2""#).count == 4)
        let elsewhere = renderer().render("![d](../../static/x.png)", context: placeContext())
        #expect(elsewhere.diagnostics.isEmpty)
        #expect(elsewhere.html.contains(#"src="../../static/x.png""#))
    }

    @Test func aContentLinkFromTheSiteFolderResolvesLikeARelativeOne() {
        let result = renderer().render("[p](/content/locations/pantheon.md#history) [t](/content/todos.yaml#book-flights) [x](/about/) [m](/content/locations/nope.md)", context: placeContext())
        #expect(result.html == #"<p><a href="../../locations/pantheon/index.html#history">p</a> <a href="../../todos/book-flights/index.html">t</a> <a href="/about/">x</a> <a href="/content/locations/nope.md">m</a></p>"# + "\n")
        #expect(result.diagnostics.map(\.message) == ["link to '/content/locations/nope.md': no location 'content/locations/nope.md'"])
    }

    @Test func rawHTMLIsOmittedUnlessUnsafeHTMLIsOnAndThenTagFiltered() {
        let markdown = "<script>alert(1)</script>\n\nA <b>bold</b> move."
        let safe = renderer().render(markdown, context: placeContext())
        #expect(!safe.html.contains("<script>"))
        #expect(!safe.html.contains("<b>"))
        let unsafe = renderer(unsafeHTML: true).render(markdown, context: placeContext())
        // GFM's tag filter: raw HTML, but never a script.
        #expect(unsafe.html.contains("&lt;script>alert(1)&lt;/script>"))
        #expect(unsafe.html.contains("<b>bold</b>"))
    }

    @Test func aLinkOrImageSafeModeWouldBlankKeepsItsTextInsteadOfAnEmptyURL() {
        let markdown = "[run *it*](javascript:alert(1)), [old](VBScript:x), ![a cat](javascript:x) and [pic](data:image/png;base64,AA)"
        let safe = renderer().render(markdown, context: placeContext())
        #expect(safe.html == "<p>run <em>it</em>, old, a cat and <a href=\"data:image/png;base64,AA\">pic</a></p>\n")
        #expect(!safe.html.contains("href=\"\""))
        let unsafe = renderer(unsafeHTML: true).render(markdown, context: placeContext())
        #expect(unsafe.html.contains("<a href=\"javascript:alert(1)\">"))
    }

    @Test func aLinkOrImageWithAnEmptyURLIsAnErrorAtItsLine() {
        let rendered = renderer().render("Intro.\n\nA [placeholder]() and\n![a view]( <> ) and [ref][r].\n\n[r]: <>\n", context: placeContext(firstLine: 5))
        #expect(rendered.diagnostics.map(\.description) == [
            "content/locations/colosseum.md:7:3: error: link 'placeholder' has an empty URL",
            "content/locations/colosseum.md:8:21: error: link 'ref' has an empty URL",
            "content/locations/colosseum.md:8:1: error: image 'a view' has an empty URL",
        ])
    }

    /// A task's checkbox is named after its task's first block (axe-core's `label` rule), a nested list's tasks
    /// after their own text; a checkbox of raw HTML beside them leaves them all as cmark-gfm writes them.
    @Test func aTasksCheckboxIsNamedAfterItsText() {
        let markdown = "- [ ] Buy *the* \"rail\" pass\n  - [x] Ask <a & b>\n- plain\n"
        let html = renderer().render(markdown, context: placeContext()).html
        #expect(html.contains(#"<input type="checkbox" aria-label="Buy the &quot;rail&quot; pass" disabled="" />"#))
        #expect(html.contains(#"<input type="checkbox" aria-label="Ask &lt;a &amp; b&gt;" checked="" disabled="" />"#))
        let raw = renderer(unsafeHTML: true).render("- [ ] Go\n\n<input type=\"checkbox\">\n", context: placeContext()).html
        #expect(!raw.contains("aria-label"))
    }

    @Test func smartPunctuationFollowsTheSetting() {
        #expect(renderer(smart: true).render("\"Hi\" -- it's...", context: placeContext()).html == "<p>“Hi” – it’s…</p>\n")
        #expect(renderer().render("\"Hi\" -- it's...", context: placeContext()).html == "<p>&quot;Hi&quot; -- it's...</p>\n")
    }

    @Test func gitHubsExtensionsRenderAsCmarkGFMWritesThem() {
        let markdown = "~~free~~ 150 CZK, see www.prague.eu\n\n- [x] Book\n- [ ] Pack\n"
        #expect(renderer().render(markdown, context: placeContext()).html == """
            <p><del>free</del> 150 CZK, see <a href="http://www.prague.eu">www.prague.eu</a></p>
            <ul>
            <li><input type="checkbox" aria-label="Book" checked="" disabled="" /> Book</li>
            <li><input type="checkbox" aria-label="Pack" disabled="" /> Pack</li>
            </ul>

            """)
    }

    @Test func aTableScrollsInItsOwnWrapperAndSmartPunctuationLeavesItsStructure() {
        let markdown = "| Day | \"Plan\" |\n|:---|---:|\n| 1 -- Fri | `a--b` and https://e.org/x--y |\n"
        let html = renderer(smart: true).render(markdown, context: placeContext()).html
        #expect(html == """
            <div class="table-scroll" tabindex="0">
            <table>
            <thead>
            <tr>
            <th style="text-align: left">Day</th>
            <th style="text-align: right">“Plan”</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td style="text-align: left">1 – Fri</td>
            <td style="text-align: right"><code>a--b</code> and <a href="https://e.org/x--y">https://e.org/x--y</a></td>
            </tr>
            </tbody>
            </table>
            </div>

            """)
    }

    @Test func footnotesAreCmarkGFMsAndTakeTheContextsPrefix() {
        let markdown = "A[^1] and again[^1].\n\n[^1]: The note.\n"
        let plain = renderer().render(markdown, context: placeContext()).html
        #expect(plain == """
            <p>A<sup class="footnote-ref"><a href="#fn-1" id="fnref-1" data-footnote-ref>1</a></sup> and again<sup class="footnote-ref"><a href="#fn-1" id="fnref-1-2" data-footnote-ref>1</a></sup>.</p>
            <section class="footnotes" data-footnotes>
            <ol>
            <li id="fn-1">
            <p>The note. <a href="#fnref-1" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩</a> <a href="#fnref-1-2" class="footnote-backref" data-footnote-backref aria-label="Back to content">↩<sup class="footnote-ref">2</sup></a></p>
            </li>
            </ol>
            </section>

            """)
        var context = placeContext()
        context.footnoteIDPrefix = "book-flights."
        let prefixed = renderer().render(markdown + "\nSee [#fn-1](#fn-1).\n", context: context).html
        #expect(prefixed.contains(##"<a href="#fn-book-flights.1" id="fnref-book-flights.1" data-footnote-ref>1</a>"##))
        #expect(prefixed.contains(##"<a href="#fn-book-flights.1" id="fnref-book-flights.1-2" data-footnote-ref>1</a>"##))
        #expect(prefixed.contains(##"<li id="fn-book-flights.1">"##))
        #expect(prefixed.contains(##"<a href="#fnref-book-flights.1" class="footnote-backref""##))
        #expect(prefixed.contains(##"<a href="#fnref-book-flights.1-2" class="footnote-backref""##))
        #expect(prefixed.contains(##"<a href="#fn-1">#fn-1</a>"##), "the author's own link is left as written")
    }

    @Test func aHeadingNeverTakesAFootnotesID() {
        let result = renderer().render("## Fn 1\n\nA[^1].\n\n## Fnref 1\n\n[^1]: Note.\n", context: placeContext())
        #expect(result.headingIDs == ["fn-1-1", "fnref-1-1"])
        #expect(result.html.contains(#"<li id="fn-1">"#))
        #expect(FootnoteIDs.ids(in: result.html) == ["fn-1", "fnref-1"])
    }

    @Test func aTopLevelHeadingIsAWarningAtItsLineAndColumnAndRendersAsWritten() throws {
        let result = renderer().render("Intro.\n\n  # Day one\n\nDay two\n===\n\n## Fine\n", context: placeContext(firstLine: 4))
        #expect(result.diagnostics.map(\.description) == [
            "content/locations/colosseum.md:6:3: warning: a '#' heading makes a second top-level heading on the page, after the page's own title; start at '##'",
            "content/locations/colosseum.md:8:1: warning: a '#' heading makes a second top-level heading on the page, after the page's own title; start at '##'",
        ])
        #expect(result.html.contains(#"<h1 id="day-one">Day one <a class="anchor""#))
    }

    @Test func contentLinksWorkInTableCellsFootnotesAndTaskItems() {
        let markdown = """
            | Where | Todo |
            |---|---|
            | [P](pantheon.md) | [F](../todos.yaml#book-flights) |
            | [bad](pantheonn.md) | x |

            - [ ] Go to [the arena](colosseum.md), not [there](colosseo.md)

            Note[^n].

            [^n]: See [P](pantheon.md#history) and [T](../todos.yaml#book-flight).
            """
        let result = renderer().render(markdown, context: placeContext(firstLine: 10))
        #expect(result.html.contains(#"<td><a href="../../locations/pantheon/index.html">P</a></td>"#))
        #expect(result.html.contains(#"<td><a href="../../todos/book-flights/index.html">F</a></td>"#))
        #expect(result.html.contains(#"<input type="checkbox" aria-label="Go to the arena, not there" disabled="" /> Go to <a href="../../locations/colosseum/index.html">the arena</a>"#))
        #expect(result.html.contains(#"See <a href="../../locations/pantheon/index.html#history">P</a>"#))
        #expect(result.diagnostics.map(\.description) == [
            "content/locations/colosseum.md:13:3: error: link to 'pantheonn.md': no location 'content/locations/pantheonn.md'; did you mean 'pantheon.md'?",
            "content/locations/colosseum.md:15:44: error: link to 'colosseo.md': no location 'content/locations/colosseo.md'; did you mean 'colosseum.md'?",
            "content/locations/colosseum.md:19:40: error: link to '../todos.yaml#book-flight': no todo with id 'book-flight'; did you mean 'book-flights'?",
        ])
    }

    @Test func aPhotoInMarkdownIsAPictureLikeAGalleryPhotoAndATitleMakesAFigure() {
        let photo = ContentLinkResolver.Image(
            sitePath: "images/1200/bridge.jpg", width: 1200, height: 800,
            fallbackVariants: [.init(sitePath: "images/800/bridge.jpg", width: 800), .init(sitePath: "images/1200/bridge.jpg", width: 1200)],
            sources: [.init(type: "image/webp", variants: [.init(sitePath: "images/800/bridge.webp", width: 800)])])
        let renderer = CmarkRenderer(
            options: MarkdownOptions(smart: true, unsafeHTML: false),
            resolver: ContentLinkResolver(placeIDs: [], todoIDs: [], images: ["bridge": photo]))
        let sizes = MarkdownImageHTML.sizes
        let picture = #"<picture><source type="image/webp" srcset="../../images/800/bridge.webp 800w" sizes="\#(sizes)">"#
            + #"<img src="../../images/1200/bridge.jpg" srcset="../../images/800/bridge.jpg 800w, ../../images/1200/bridge.jpg 1200w" sizes="\#(sizes)" alt="Bridge at dawn" width="1200" height="800"%@ loading="lazy" decoding="async"></picture>"#
        let figure = renderer.render("![Bridge at dawn](bridge \"Charles Bridge, 6 a.m.\")\n", context: placeContext()).html
        #expect(figure == #"<figure class="markdown-figure">"# + picture.replacingOccurrences(of: "%@", with: "")
            + "<figcaption>Charles Bridge, 6 a.m.</figcaption></figure>\n")
        let inline = renderer.render("Look: ![Bridge at dawn](bridge \"Dawn\") there.\n", context: placeContext()).html
        #expect(inline == "<p>Look: " + picture.replacingOccurrences(of: "%@", with: #" title="Dawn""#) + " there.</p>\n")
    }

    /// A resolver given its images as a lookup makes only those a link asks for, and renders them as one given
    /// them all; a missing one is suggested from every name.
    @Test func imagesGivenAsALookupAreMadeOnlyWhenAsked() {
        let asked = Locked([String]())
        let photo = ContentLinkResolver.Image(
            sitePath: "images/1200/bridge.jpg", width: 1200, height: 800,
            fallbackVariants: [.init(sitePath: "images/1200/bridge.jpg", width: 1200)])
        let lazy = ContentLinkResolver(
            placeIDs: [], todoIDs: [], imageNames: { ["bridge", "tower"] },
            imageNamed: { name in
                asked.withLock { $0.append(name) }
                return name == "bridge" ? photo : nil
            })
        let eager = ContentLinkResolver(placeIDs: [], todoIDs: [], images: ["bridge": photo])
        let text = "![Bridge](bridge.jpg \"At dawn\")\n"
        let options = MarkdownOptions(smart: false, unsafeHTML: false)
        let lazyHTML = CmarkRenderer(options: options, resolver: lazy).render(text, context: placeContext()).html
        #expect(lazyHTML == CmarkRenderer(options: options, resolver: eager).render(text, context: placeContext()).html)
        #expect(lazyHTML.contains(#"width="1200" height="800""#))
        #expect(asked.withLock { $0 } == ["bridge.jpg", "bridge"])
        #expect(lazy.image(atSitePath: "images/1200/bridge.jpg") == photo)
        let missing = CmarkRenderer(options: options, resolver: lazy).render("![x](towr)", context: placeContext())
        #expect(missing.diagnostics.map(\.message) == ["no image named 'towr' in content/images; did you mean 'tower'?"])
    }
}
