import RoadbookContent
import Testing

@testable import RoadbookPages

/// The text of a description that a place's page leaves for the exports: the same as rendering it again from the
/// site root, and found again for the same Markdown only.
@Suite struct DescriptionPlainTextsTests {
    static let markdown = """
        ## Inside the *madrasa*

        See [the Ark](ark.md), <https://example.org/a?b=1&c=2> and   the [site](https://example.org "Title").[^1]

        - one
        - two

        [^1]: Built in 1420.

        """

    static func builder(description: String = markdown) -> PageBuilder {
        let here = Coordinates(latitude: 39.65, longitude: 66.96)
        return PageBuilder(content: SiteContent(
            config: SiteConfig(title: "Silk Road"), todos: [],
            places: [
                Place(id: "registan", name: "Registan", cityName: "Samarqand", coordinates: here, description: description),
                Place(id: "ark", name: "Ark", cityName: "Buxoro", coordinates: here),
            ]))
    }

    @Test func thePagesTextIsTheTextRenderedFromTheSiteRoot() {
        let builder = Self.builder()
        let place = builder.source.place(0)
        let fromPage = DescriptionPlainTexts.text(ofRendered: builder.renderDescription(of: place, root: "../../").html)
        let fromRoot = DescriptionPlainTexts.text(ofRendered: builder.renderDescription(of: place, root: "").html)
        #expect(builder.renderDescription(of: place, root: "../../").html.contains("../../locations/ark/"))
        #expect(fromPage == fromRoot)
        #expect(fromPage.hasPrefix("Inside the madrasa See the Ark, https://example.org/a?b=1&c=2 and the site."))
        #expect(!fromPage.contains("#"), "the heading's own link is left out")
        #expect(!fromPage.contains("  ") && !fromPage.contains("\n"))
    }

    @Test func theTextOfHTMLDropsHeadingLinksDecodesEntitiesAndTidiesWhiteSpace() {
        let html = ##"<h2 id="a">A <a class="anchor" href="#a">#</a></h2><p>x&nbsp;&amp;&#x2003;y &lt;3 &#128512;</p>"## + "\n"
            + ##"<p>kept: a <a href="#b">#</a> and &#39;<a class='anchor' href="#c">x</a></p>"##
        #expect(DescriptionPlainTexts.text(ofRendered: html) == "A x & y <3 😀 kept: a # and 'x")
        #expect(DescriptionPlainTexts.text(ofRendered: "") == "")
        #expect(DescriptionPlainTexts.text(ofRendered: " <a class=\"anchor\" href=\"#x\">#</a>") == "")
    }

    @Test func aKeptTextIsFoundForTheSameMarkdownOnly() {
        let config = SiteConfig(title: "Silk Road")
        let unique = "Kept text \(UInt64.random(in: 0...UInt64.max))"
        let place = Self.builder(description: unique).source.place(0)
        DescriptionPlainTexts.keep("kept", of: place, config: config)
        #expect(DescriptionPlainTexts.known(Self.builder(description: unique).source.place(0), config: config) == "kept")
        #expect(DescriptionPlainTexts.known(Self.builder(description: unique + ".").source.place(0), config: config) == nil)
        let smart = SiteConfig(title: "Silk Road", markdown: MarkdownOptions(smart: true))
        #expect(DescriptionPlainTexts.known(place, config: smart) == nil)
    }
}
