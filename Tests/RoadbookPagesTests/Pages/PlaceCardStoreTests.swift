import RoadbookContent
import Testing

@testable import RoadbookImages
@testable import RoadbookPages

/// What a place's card says, made once per build (``PlaceCardStore``), its links prefixed for each page: the card each page would
/// have made for itself.
@Suite struct PlaceCardStoreTests {
    static let roots = ["", "../", "../../", "/trip/"]

    /// Published images of every shape a card can show: resized with modern formats and originals, with a name that
    /// needs percent-encoding (a space, a comma, a non-ASCII letter), and copied as it is.
    static let images: [PublishedImage] = {
        let settings = ImageSettings(formats: [.webp, .avif], publishOriginals: true)
        let resized = ["ark.jpg", "café, 2 night.jpg"].map { name in
            PublishedImage(
                source: ImageAsset(name: name, relativePath: "content/images/\(name)", width: 3000, height: 2000),
                header: ImageHeader(width: 3000, height: 2000, hasAlpha: false), settings: settings)
        }
        return resized + [PublishedImage.copied(ImageAsset(name: "map.svg", relativePath: "content/images/map.svg", width: 40, height: 30))]
    }()

    static func content(dated: Bool) -> SiteContent {
        let start = CalendarDate(iso: "2027-04-12")
        return SiteContent(
            config: SiteConfig(title: "Silk Road", language: "en", trip: dated ? TripSettings(start: start) : TripSettings()),
            todos: [],
            places: [
                Place(id: "ark", name: "Ark", cityName: "Buxoro", coordinates: Coordinates(latitude: 39.7747, longitude: 64.4286),
                      imageNames: ["café, 2 night.jpg"], date: dated ? start : nil),
                Place(id: "registan", name: "Registan", cityName: "Samarqand", coordinates: Coordinates(latitude: 39.6542, longitude: 66.9597),
                      date: dated ? CalendarDate(iso: "2027-04-13") : nil),
            ],
            images: ["café, 2 night.jpg": ImageAsset(name: "café, 2 night.jpg", relativePath: "content/images/café, 2 night.jpg", width: 3000, height: 2000)])
    }

    @Test func aDatedTripKeepsItsCardsAndEachPageGetsItsOwnLinks() throws {
        let published = Dictionary(uniqueKeysWithValues: Self.images.map { ($0.source.name, $0) })
        let dated = PageBuilder(content: Self.content(dated: true), images: published)
        #expect(dated.source.placeCards != nil)
        #expect(PageBuilder(content: Self.content(dated: false), images: published).source.placeCards == nil)
        let image = try #require(published["café, 2 night.jpg"])
        for root in Self.roots {
            let card = dated.card(0, root: root)
            #expect(card.url == dated.link(to: .place(0), root: root))
            #expect(card.cityURL.hasPrefix(root + "cities/"))
            #expect(card.thumbnail == ImageViewModel(image, use: .card, alt: "Ark", root: root))
            #expect(card.position == "1 of 2" && card.coordinatesText == dated.card(0, root: "").coordinatesText)
        }
        let days = try #require(dated.page(.days).viewModel as? DaysPageViewModel)
        let day = try #require(dated.page(.day(0)).viewModel as? DayPageViewModel)
        let city = try #require(dated.page(.city(0)).viewModel as? CityPageViewModel)
        #expect(days.days[0].places[0].card == dated.card(0, root: "../"))
        #expect(day.day.places[0].card == city.places[0])
        let place = try #require(dated.page(.place(1)).viewModel as? PlacePageViewModel)
        #expect(place.position == "2 of 2" && place.coordinatesText == dated.strings.coordinates(latitude: 39.6542, longitude: 66.9597))
        #expect(place.legText == days.days[1].places[0].legText)
        #expect(!days.days[1].places[0].legText.isEmpty && days.days[1].places[0].legText == dated.legText(ofPlace: 1))
    }

    @Test func aCardIsMadeOnceHoweverOftenItIsAskedFor() {
        let store = PlaceCardStore(placeCount: 2)
        var made = 0
        let parts = PlaceCardTexts(cityLink: "cities/buxoro/", link: "locations/ark/", coordinatesText: "", position: "1 of 2")
        for _ in 0..<3 {
            let card = store.card(0) {
                made += 1
                return parts
            }
            #expect(card.link == "locations/ark/")
        }
        #expect(made == 1)
        #expect(store.legText(1) { "far" } == "far" && store.legText(1) { "near" } == "far")
    }
}
