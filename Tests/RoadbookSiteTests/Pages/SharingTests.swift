import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookPages
@testable import RoadbookSite

/// What each page says about itself: a plain-text description on every page, and the Open Graph and Twitter card
/// on every page that has an absolute address.
@Suite struct SharingTests {
    static func content(baseURL: String?) -> SiteContent {
        SiteContent(
            config: SiteConfig(title: "Trip & Co", baseURL: baseURL),
            todos: [
                ItemModel(id: "pass", title: "Buy the pass", notes: "Valid **72 hours**. Includes transport."),
                ItemModel(id: "bags", title: "Pack the bags"),
            ],
            places: [
                Place(
                    id: "colosseum", name: "Colosseum", cityName: "Rome", coordinates: .init(latitude: 41.89, longitude: 12.49),
                    description: "## Facts\n\nThe *Colosseum* is an oval amphitheatre. It held 50,000."),
                Place(id: "louvre", name: "Louvre", cityName: "Paris", coordinates: .init(latitude: 48.86, longitude: 2.33)),
            ])
    }

    static let tagline = "2 places in 2 cities · 2 todos"

    @Test func everyPageHasADescription() throws {
        let builder = PageBuilder(content: Self.content(baseURL: "https://example.org/trip/"))
        let descriptions = Dictionary(uniqueKeysWithValues: builder.allPages.map { kind in
            (builder.sitePath(of: kind), builder.page(kind).viewModel.frame.description)
        })
        #expect(descriptions["locations/colosseum/"] == "The Colosseum is an oval amphitheatre.")
        #expect(descriptions["locations/louvre/"] == Self.tagline)  // no description of its own
        #expect(descriptions["todos/pass/"] == "Valid 72 hours.")
        #expect(descriptions["todos/bags/"] == Self.tagline)
        for path in ["", "todos/", "locations/", "stats/"] {
            #expect(descriptions[path] == Self.tagline, "\(path)")
        }
        #expect(builder.page(.notFound).viewModel.frame.description == Self.tagline)
    }

    @Test func aLongFirstSentenceIsCutAtAWordNearAHundredAndSixtyCharacters() {
        let sentence = String(repeating: "walk along the river ", count: 20) + "end."
        let summary = PlainTextSummary.firstSentence(ofHTML: "<p>\(sentence)</p>")
        #expect(summary.count <= 161 && summary.count > 140)
        #expect(summary.hasSuffix("along…"))
    }

    @Test func everyPageWithAnAddressHasACard() throws {
        let builder = PageBuilder(content: Self.content(baseURL: "https://example.org/trip/"))
        for kind in builder.allPages where kind != .notFound {
            let frame = builder.page(kind).viewModel.frame
            let card = try #require(frame.openGraph, "\(kind)")
            #expect(card.url == frame.canonicalURL)
            #expect(card.description == frame.description)
            #expect(card.siteName == "Trip & Co")
        }
        let place = try #require(builder.page(.place(0)).viewModel.frame.openGraph)
        #expect(place.type == "article" && place.title == "Colosseum")
        let home = try #require(builder.page(.home).viewModel.frame.openGraph)
        #expect(home.type == "website" && home.title == "Trip & Co" && home.imageURL == nil)
        #expect(builder.page(.notFound).viewModel.frame.openGraph == nil)
    }

    @Test func noCardWithoutAnAbsoluteAddress() {
        for baseURL in [nil, "/trip/"] {
            let builder = PageBuilder(content: Self.content(baseURL: baseURL))
            for kind in builder.allPages {
                #expect(builder.page(kind).viewModel.frame.openGraph == nil)
                #expect(!builder.page(kind).viewModel.frame.description.isEmpty)
            }
        }
    }

    @Test func theTagsAreInTheHeadOfEveryPage() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        for (path, data) in files where path.hasSuffix(".html") {
            let html = String(decoding: data, as: UTF8.self)
            let head = html[..<(html.range(of: "</head>")?.lowerBound ?? html.endIndex)]
            #expect(head.contains("<meta name=\"description\" content=\""), "\(path)")
            if path != "404.html" {
                #expect(head.contains("<meta property=\"og:url\" content=\"https://"), "\(path)")
                #expect(head.contains("<meta name=\"twitter:card\" content=\"summary"), "\(path)")
            }
        }
    }
}
