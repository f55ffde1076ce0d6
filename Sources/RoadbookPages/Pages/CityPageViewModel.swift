import Mustache

/// One city's page (`/cities/<slug>/`): its places, their map, how many and their share of the trip.
package struct CityPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// The city.
    package let name: String
    /// `"5 places · 55% of the trip"`.
    package let summary: String
    /// How many places it has.
    package let count: Int
    /// Its share of all places, in whole percent.
    package let percent: Int
    /// The map of its places.
    package let map: MapViewModel
    /// Its places, in list order.
    package let places: [PlaceCardViewModel]
    /// The places list, at this city's heading.
    package let listURL: String
    /// The city before it in the cities' order (the last one for the first).
    package let previous: NeighbourLinkViewModel
    /// The city after it (the first one for the last).
    package let next: NeighbourLinkViewModel
    /// Whether there is more than one city.
    package let hasNeighbours: Bool

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("name", \.name),
        .field("summary", \.summary),
        .field("count", \.count),
        .field("percent", \.percent),
        .field("map", \.map),
        .field("places", \.places),
        .field("listURL", \.listURL),
        .field("previous", \.previous),
        .field("next", \.next),
        .field("hasNeighbours", \.hasNeighbours),
    ])
}
