import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookPages
@testable import RoadbookSite

/// The city pages (`cities/<slug>/`), the links to them, the places list by city and the home page's places from
/// across the trip.
@Suite struct CityPageTests {
    static func place(_ id: String, _ city: String) -> Place {
        Place(id: id, name: id.capitalized, cityName: city, coordinates: .init(latitude: 41.89, longitude: 12.49))
    }

    static let content = SiteContent(
        config: SiteConfig(title: "Trip", baseURL: "https://example.org/"),
        todos: [],
        places: [
            place("a1", "Rome"), place("a2", "Rome"), place("a3", "Rome"), place("a4", "Rome"), place("a5", "Rome"),
            place("a6", "Rome"), place("a7", "Rome"), place("b1", "São Paulo"), place("a8", "Rome"), place("c1", "Sao Paulo"),
            place("d1", "Москва"),
        ])

    @Test func citiesAreInTheOrderTheirFirstPlaceAppearsWithSlugsAsForPlaces() {
        let groups = CityGroup.groups(of: Self.content.places)
        #expect(groups.map(\.name) == ["Rome", "São Paulo", "Sao Paulo", "Москва"])
        #expect(groups.map(\.slug) == ["rome", "sao-paulo", "sao-paulo-2", "city"])
        #expect(groups[0].placeOffsets == [0, 1, 2, 3, 4, 5, 6, 8])
    }

    @Test func aCityPageListsItsPlacesWithTheirCountShareAndMap() throws {
        let builder = PageBuilder(content: Self.content)
        #expect(builder.allPages.filter { if case .city = $0 { true } else { false } }.count == 4)
        #expect(builder.sitePath(of: .city(1)) == "cities/sao-paulo/")
        let rome = try #require(builder.page(.city(0)).viewModel as? CityPageViewModel)
        #expect(rome.name == "Rome" && rome.count == 8 && rome.percent == 73)
        #expect(rome.summary == "8 places · 73% of the trip")
        #expect(rome.places.map(\.id) == ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"])
        #expect(rome.places[0].url == "../../locations/a1/index.html")
        #expect(rome.map.svg.contains("../../locations/a8/index.html"))
        #expect(!rome.map.svg.contains("../../locations/b1/index.html"))
        #expect(rome.listURL == "../../locations/index.html#rome")
        #expect(rome.frame.description == "11 places in 4 cities · 0 todos")
        #expect(rome.frame.canonicalURL == "https://example.org/cities/rome/")
    }

    @Test func everyCityNameLinksToItsPage() throws {
        let builder = PageBuilder(content: Self.content)
        let place = try #require(builder.page(.place(7)).viewModel as? PlacePageViewModel)
        #expect(place.cityURL == "../../cities/sao-paulo/index.html")
        let list = try #require(builder.page(.placeList).viewModel as? PlaceListPageViewModel)
        #expect(list.places.first { $0.id == "c1" }?.cityURL == "../cities/sao-paulo-2/index.html")
        let stats = try #require(builder.page(.stats).viewModel as? StatsPageViewModel)
        #expect(stats.cities.map(\.url).contains("../cities/city/index.html"))
        let home = try #require(builder.page(.home).viewModel as? HomePageViewModel)
        #expect(home.places.allSatisfy { $0.cityURL.hasPrefix("cities/") })
    }

    @Test func thePlacesListIsGroupedByCityWithAnAnchorEach() throws {
        let builder = PageBuilder(content: Self.content)
        let list = try #require(builder.page(.placeList).viewModel as? PlaceListPageViewModel)
        #expect(list.cities.map(\.anchor) == ["rome", "sao-paulo", "sao-paulo-2", "city"])
        #expect(list.cities[0].places.map(\.id) == ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"])
        #expect(list.cities[1].countText == "1 place")
        #expect(list.cities[0].url == "../cities/rome/index.html")
    }

    @Test func theHomePageShowsPlacesFromAcrossTheTrip() throws {
        let home = try #require(PageBuilder(content: Self.content).page(.home).viewModel as? HomePageViewModel)
        // One of each city first, then Rome's second and third; in list order.
        #expect(home.places.map(\.id) == ["a1", "a2", "a3", "b1", "c1", "d1"])
    }

    @Test func theSitemapListsTheCityPages() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let sitemap = try String(contentsOf: site.output.appendingPathComponent("sitemap.xml"), encoding: .utf8)
        #expect(sitemap.contains("<loc>https://example.org/trip/cities/rome/</loc>"))
        #expect(sitemap.contains("<loc>https://example.org/trip/cities/paris/</loc>"))
    }

    @Test func cityPagesLinkThePreviousAndNextCityWrappingAround() throws {
        let builder = PageBuilder(content: Self.content)
        let rome = try #require(builder.page(.city(0)).viewModel as? CityPageViewModel)
        #expect(rome.hasNeighbours)
        #expect(rome.previous == NeighbourLinkViewModel(title: "Москва", url: "../city/index.html", label: "Previous: Москва"))
        #expect(rome.next.url == "../sao-paulo/index.html")
    }

    @Test func aTripOfManyPlacesListsItsCitiesInsteadOfEveryCard() throws {
        let many = (0...PageBuilder.maximumPlacesOnOneList).map { Self.place("p\($0)", $0 % 3 == 0 ? "Rome" : "Paris") }
        let builder = PageBuilder(content: SiteContent(config: SiteConfig(title: "Trip"), todos: [], places: many))
        let list = try #require(builder.page(.placeList).viewModel as? PlaceListPageViewModel)
        #expect(list.isIndex && list.places.isEmpty)
        #expect(list.cities.map(\.name) == ["Rome", "Paris"])
        #expect(list.cities.allSatisfy { $0.places.isEmpty })
        #expect(list.cities[1].countText == "200 places")
        let paris = try #require(builder.page(.city(1)).viewModel as? CityPageViewModel)
        #expect(paris.places.count == 200)
        let few = PageBuilder(content: SiteContent(config: SiteConfig(title: "Trip"), todos: [], places: Array(many.prefix(300))))
        let full = try #require(few.page(.placeList).viewModel as? PlaceListPageViewModel)
        #expect(!full.isIndex && full.places.count == 300)
    }
}
