import Mustache

/// One city's page (`/cities/<slug>/`): its places, their map, how many and their share of the trip.
public struct CityPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
    /// The city.
    public let name: String
    /// `"5 places · 55% of the trip"`.
    public let summary: String
    /// How many places it has.
    public let count: Int
    /// Its share of all places, in whole percent.
    public let percent: Int
    /// The map of its places (one).
    public let maps: [MapViewModel]
    /// Its places, in list order.
    public let places: [PlaceCardViewModel]
    /// The places list, at this city's heading.
    public let listURL: String
    /// The city before it in the cities' order (the last one for the first).
    public let previous: NeighbourLinkViewModel
    /// The city after it (the first one for the last).
    public let next: NeighbourLinkViewModel
    /// Whether there is more than one city.
    public let hasNeighbours: Bool

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
        [
            "name": .string(name),
            "summary": .string(summary),
            "count": .int(count),
            "percent": .int(percent),
            "maps": .list(maps.map(\.mustacheValue)),
            "places": .list(places.map(\.mustacheValue)),
            "listURL": .string(listURL),
            "previous": previous.mustacheValue,
            "next": next.mustacheValue,
            "hasNeighbours": .bool(hasNeighbours),
        ]
    }
}
