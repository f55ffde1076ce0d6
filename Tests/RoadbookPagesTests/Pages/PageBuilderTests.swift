import Diagnostics
import Foundation
import Mustache
import RoadbookViewModels
import Testing

@testable import RoadbookContent
@testable import RoadbookPages

@Suite struct PageBuilderTests {
    let content = SiteContent(
        config: SiteConfig(title: "Trip", baseURL: "https://example.org/t", accentColor: "#123456"),
        todos: [
            ItemModel(id: "A-One", title: "First", isCompleted: true, notes: "Go *early*."),
            ItemModel(id: "two", title: "Second"),
            ItemModel(id: "three", title: "Third"),
        ],
        places: [
            Place(id: "colosseum", name: "Colosseum", cityName: "Rome", coordinates: .init(latitude: 41.89, longitude: 12.49),
                     description: "## Hi\n[P](pantheon.md)", imageNames: ["c1"], link: "https://en.wikipedia.org/wiki/Colosseum"),
            Place(id: "pantheon", name: "Pantheon", cityName: "Rome", coordinates: .init(latitude: 41.898, longitude: 12.476)),
            Place(id: "louvre", name: "Louvre", cityName: "Paris", coordinates: .init(latitude: 48.86, longitude: 2.33),
                     link: "https://www.louvre.fr/"),
        ],
        images: ["c1": ImageAsset(name: "c1", relativePath: "content/images/c1.png", width: 8, height: 6)])

    @Test(arguments: [
        ("https://en.wikipedia.org/wiki/Colosseum", true), ("https://wikipedia.org", true), ("wikipedia.org", true),
        ("https://www.louvre.fr/", false), ("https://wikipedia.or/g", false), ("", false), ("w", false),
        ("https://de.wikipedia.org.example/ü", true),
    ])
    func aLinkIsToWikipediaWhenItHoldsItsDomain(link: String, isWikipedia: Bool) {
        #expect(PageBuilder.isWikipedia(link) == isWikipedia)
    }

    @Test func previousAndNextWrapAroundAndNameTheirTargets() throws {
        let builder = PageBuilder(content: content)
        let first = try #require(builder.page(.place(0)).viewModel as? PlacePageViewModel)
        #expect(first.previous == NeighbourLinkViewModel(title: "Louvre", url: "../louvre/index.html", label: "Previous: Louvre"))
        #expect(first.next == NeighbourLinkViewModel(title: "Pantheon", url: "../pantheon/index.html", label: "Next: Pantheon"))
        #expect(first.position == "1 of 3")
        let last = try #require(builder.page(.place(2)).viewModel as? PlacePageViewModel)
        #expect(last.next.label == "Next: Colosseum")
        #expect(last.linkText == "Read more" && !last.isWikipedia)
        let todo = try #require(builder.page(.todo(2)).viewModel as? TodoPageViewModel)
        #expect(todo.next.url == "../a-one/index.html")
        #expect(todo.previous.label == "Previous: Second")
        #expect(todo.position == "3 of 3")
    }

    @Test func urlsAreRelativeToEachPagesDepth() throws {
        let builder = PageBuilder(content: content)
        #expect(builder.sitePath(of: .todo(0)) == "todos/a-one/")
        #expect(builder.outputPath(of: .home) == "index.html")
        #expect(builder.outputPath(of: .notFound) == "404.html")
        let home = try #require(builder.page(.home).viewModel as? HomePageViewModel)
        #expect(home.frame.site.stylesheetURL == "theme.css")
        #expect(home.locationsURL == "locations/index.html")
        #expect(home.frame.canonicalURL == "https://example.org/t/")
        let place = try #require(builder.page(.place(0)).viewModel as? PlacePageViewModel)
        #expect(place.frame.site.root == "../../")
        #expect(place.frame.site.nav.map(\.url) == ["../../index.html", "../../locations/index.html", "../../todos/index.html", "../../stats/index.html"])
        #expect(place.frame.site.nav.map(\.isCurrent) == [false, true, false, false])
        #expect(place.images == [ImageViewModel(url: "../../images/c1.png", alt: "Colosseum", width: 8, height: 6, countText: "1 / 1")])
        #expect(place.descriptionHTML.contains(#"href="../../locations/pantheon/index.html""#))
        #expect(place.frame.canonicalURL == "https://example.org/t/locations/colosseum/")
        let notFound = try #require(builder.page(.notFound).viewModel as? NotFoundPageViewModel)
        #expect(notFound.frame.site.root == "/t/")
        #expect(notFound.todosURL == "/t/todos/index.html")
    }

    @Test func progressAndStatisticsAreFormatted() throws {
        let builder = PageBuilder(content: content)
        let stats = try #require(builder.page(.stats).viewModel as? StatsPageViewModel)
        #expect(stats.progress.summary == "1 of 3 completed")
        #expect(stats.progress.percentText == "33%")
        #expect(stats.cities.map(\.name) == ["Rome", "Paris"])
        #expect(stats.cities.map(\.countText) == ["2 places", "1 place"])
        #expect(stats.cities.map(\.barPercent) == [100, 50])
        #expect(stats.cityCountText == "2 cities")
        #expect(CountText.grouped(1_234_567) == "1,234,567")
        #expect(CoordinateText.coordinate(-0.5) == "-0.500000")
    }

    /// The pages show the statistics view model's percentage, not a figure of their own.
    @Test(arguments: [(1, 1000, "1%"), (999, 1000, "99%"), (2, 3, "67%"), (0, 5, "0%"), (5, 5, "100%"), (0, 0, "0%")])
    func progressShowsTheStatisticsPercentage(done: Int, total: Int, text: String) throws {
        let todos = (0..<total).map { ItemModel(id: "t\($0)", title: "Todo \($0)", isCompleted: $0 < done) }
        let builder = PageBuilder(content: SiteContent(config: SiteConfig(title: "Trip"), todos: todos))
        let stats = try #require(builder.page(.stats).viewModel as? StatsPageViewModel)
        let figures = StatisticsViewModel(todos: todos, places: [])
        #expect(stats.progress.percentText == text)
        #expect(stats.progress.percent == figures.completionPercent)
        #expect(stats.progress.pending == total - done)
        #expect(stats.progress.isComplete == (total > 0 && done == total))
        let home = try #require(builder.page(.home).viewModel as? HomePageViewModel)
        #expect(home.progress == stats.progress)
    }

    @Test func theHomePageListsTheFirstFivePendingTodos() throws {
        let todos = (0..<9).map { ItemModel(id: "t\($0)", title: "Todo \($0)", isCompleted: $0 % 3 == 0) }
        let home = try #require(PageBuilder(content: SiteContent(config: SiteConfig(title: "Trip"), todos: todos)).page(.home).viewModel as? HomePageViewModel)
        #expect(home.nextTodos.map(\.id) == ["t1", "t2", "t4", "t5", "t7"])
        #expect(home.hasNextTodos)
        let done = todos.map { ItemModel(id: $0.id, title: $0.title, isCompleted: true) }
        let finished = try #require(PageBuilder(content: SiteContent(config: SiteConfig(title: "Trip"), todos: done)).page(.home).viewModel as? HomePageViewModel)
        #expect(finished.nextTodos.isEmpty && !finished.hasNextTodos)
    }

    @Test func anUnsafeAccentColourIsReplaced() {
        #expect(PageBuilder.safeColor("rgb(10, 20, 30)") == "rgb(10, 20, 30)")
        #expect(PageBuilder.safeColor("red;}</style><script>") == nil)
    }
}
