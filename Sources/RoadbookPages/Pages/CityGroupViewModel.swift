import Mustache

/// One city's heading and cards on the places list.
package struct CityGroupViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The city.
    package let name: String
    /// The heading's id, the anchor of `locations/#<anchor>`: the city's slug.
    package let anchor: String
    /// The city's page, from the places list.
    package let url: String
    /// `"5 places"`.
    package let countText: String
    /// Its places, in list order.
    package let places: [PlaceCardViewModel]

    /// Creates a group.
    package init(name: String, anchor: String, url: String, countText: String, places: [PlaceCardViewModel]) {
        self.name = name
        self.anchor = anchor
        self.url = url
        self.countText = countText
        self.places = places
    }

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary([
            "name": .string(name),
            "anchor": .string(anchor),
            "url": .string(url),
            "countText": .string(countText),
            "places": .list(places.map(\.mustacheValue)),
        ])
    }
}
