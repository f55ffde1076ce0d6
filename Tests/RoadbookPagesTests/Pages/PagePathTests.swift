import Testing

@testable import RoadbookContent
@testable import RoadbookPages

@Suite struct PagePathTests {
    private func builder(baseURL: String?) -> PageBuilder {
        PageBuilder(content: SiteContent(
            config: SiteConfig(title: "Trip", baseURL: baseURL),
            todos: [ItemModel(id: "Buy-Pass", title: "Buy the pass")],
            places: [Place(id: "colosseum", name: "Colosseum", cityName: "Rome", coordinates: .init(latitude: 41.89, longitude: 12.49))],
            images: [:]))
    }

    @Test func eachPageHasItsSitePathOutputFileAndWayBackToTheRoot() {
        let builder = builder(baseURL: nil)
        let expected: [(PageKind, String, String, String)] = [
            (.home, "", "index.html", ""),
            (.todoList, "todos/", "todos/index.html", "../"),
            (.todo(0), "todos/buy-pass/", "todos/buy-pass/index.html", "../../"),
            (.placeList, "locations/", "locations/index.html", "../"),
            (.place(0), "locations/colosseum/", "locations/colosseum/index.html", "../../"),
            (.city(0), "cities/rome/", "cities/rome/index.html", "../../"),
            (.stats, "stats/", "stats/index.html", "../"),
            (.notFound, "404.html", "404.html", ""),
        ]
        #expect(builder.allPages.count == expected.count)
        for (kind, sitePath, outputPath, root) in expected {
            #expect(builder.path(of: kind) == PagePath(sitePath: sitePath, rootPrefix: root), "\(kind)")
            #expect(builder.path(of: kind).outputPath == outputPath, "\(kind)")
            #expect(builder.outputPath(of: kind) == outputPath, "\(kind)")
            let page = builder.page(kind)
            #expect(page.outputPath == outputPath && page.sitePath == sitePath, "\(kind)")
        }
    }

    /// A server shows the 404 page at any depth, so its links start from the base URL's path.
    @Test func theNotFoundPageLinksFromTheBasePath() throws {
        let builder = builder(baseURL: "https://example.org/trip/")
        #expect(builder.path(of: .notFound).rootPrefix == "/trip/")
        let page = try #require(builder.page(.notFound).viewModel as? NotFoundPageViewModel)
        #expect(page.locationsURL == "/trip/locations/index.html")
        #expect(builder.path(of: .stats).rootPrefix == "../")
    }
}
