import Mustache
import RoadbookContent

/// The places page (`/locations/`): a map of every place and the list.
public struct LocationListPageViewModel: MustacheRepresentable, Sendable {
    /// The shared site object.
    public let site: SiteViewModel
    /// The document title.
    public let title: String
    /// The absolute URL of the page, when `baseURL` is set.
    public let canonicalURL: String?
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    public let t: ThemeText
    /// `"12 places in 2 cities"` (`places.summary`).
    public let summary: String
    /// The maps of every place: one per city when the places lie in two to six cities, else one of all places.
    public let maps: [MapViewModel]
    /// Every place, in list order.
    public let places: [PlaceCardViewModel]
    /// Whether there is any place.
    public let hasPlaces: Bool

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "site": site.mustacheValue,
            "title": .string(title),
            "canonicalURL": canonicalURL.map(MustacheValue.string) ?? .null,
            "t": t.mustacheValue,
            "summary": .string(summary),
            "maps": .list(maps.map(\.mustacheValue)),
            "places": .list(places.map(\.mustacheValue)),
            "hasPlaces": .bool(hasPlaces),
        ])
    }
}
