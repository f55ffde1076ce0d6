import Mustache

/// One city's heading and cards on the places list.
public struct CityGroupViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The city.
    public let name: String
    /// The heading's id, the anchor of `locations/#<anchor>`: the city's slug.
    public let anchor: String
    /// The city's page, from the places list.
    public let url: String
    /// `"5 places"`.
    public let countText: String
    /// Its places, in list order.
    public let places: [PlaceCardViewModel]

    /// Creates a group.
    public init(name: String, anchor: String, url: String, countText: String, places: [PlaceCardViewModel]) {
        self.name = name
        self.anchor = anchor
        self.url = url
        self.countText = countText
        self.places = places
    }

    /// The view model as a template context.
    public var mustacheValue: MustacheValue {
        .dictionary([
            "name": .string(name),
            "anchor": .string(anchor),
            "url": .string(url),
            "countText": .string(countText),
            "places": .list(places.map(\.mustacheValue)),
        ])
    }
}
