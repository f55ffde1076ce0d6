import Mustache
import RoadbookContent

/// The places page (`/locations/`): a map of every place and the list.
public struct LocationListPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
    /// `"12 places in 2 cities"` (`places.summary`).
    public let summary: String
    /// The maps of every place: one per city when the places lie in two to six cities, else one of all places.
    public let maps: [MapViewModel]
    /// Every place, in list order.
    public let places: [PlaceCardViewModel]
    /// Whether there is any place.
    public let hasPlaces: Bool
    /// The places by city, the cities in the order their first place appears.
    public let cities: [CityGroupViewModel]
    /// Whether the page is a short index of the cities (over ``PageBuilder/maximumPlacesOnOneList`` places): then
    /// `maps`, `places` and each city's `places` are empty, and the cards are on the city pages.
    public let isIndex: Bool

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
        [
            "summary": .string(summary),
            "maps": .list(maps.map(\.mustacheValue)),
            "places": .list(places.map(\.mustacheValue)),
            "hasPlaces": .bool(hasPlaces),
            "cities": .list(cities.map(\.mustacheValue)),
            "isIndex": .bool(isIndex),
        ]
    }
}
