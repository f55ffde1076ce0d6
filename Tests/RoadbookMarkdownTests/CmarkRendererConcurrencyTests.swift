import Parallelism
import Testing

@testable import RoadbookContent
@testable import RoadbookMarkdown

/// cmark-gfm keeps the characters that start inline syntax in tables of the process, which each parse changes while
/// it finishes: rendering on many threads at once must give every thread the HTML one thread alone gives.
@Suite struct CmarkRendererConcurrencyTests {
    @Test func manyThreadsRenderWhatOneThreadRenders() {
        let renderer = CmarkRenderer(options: MarkdownOptions(), resolver: ContentLinkResolver(placeIDs: [], todoIDs: [], images: [:]))
        let context = MarkdownContext(sourcePath: "content/locations/a.md", rootPrefix: "../../")
        // With and without each extension's marks, so that parses with other extensions finish in between.
        let texts = [
            "Entry ~~free~~ 150 CZK, see www.prague.eu or mail me@example.org.", "Plain words only.",
            "| a | b |\n|---|---|\n| ~~1~~ | www.x.org |", "- [x] book\n- [ ] pack ~~socks~~", "A note[^1].\n\n[^1]: https://x.org",
        ]
        let expected = texts.map { renderer.render($0, context: context).html }
        let rendered = ConcurrentWork.map(4000) { index in renderer.render(texts[index % texts.count], context: context).html }
        let wrong = rendered.indices.filter { rendered[$0] != expected[$0 % texts.count] }
        #expect(wrong.isEmpty, "\(wrong.count) of 4000 renders differ, the first: \(wrong.first.map { rendered[$0] } ?? "")")
    }
}
