import Mustache
import RoadbookContent

/// The statistics page (`/stats/`): completion and places per city.
public struct StatsPageViewModel: MustacheRepresentable, Sendable {
    /// The shared site object.
    public let site: SiteViewModel
    /// The document title.
    public let title: String
    /// The absolute URL of the page, when `baseURL` is set.
    public let canonicalURL: String?
    /// The theme's plain texts in the site's language (`{{t.nav.places}}`).
    public let t: ThemeText
    /// Todo progress.
    public let progress: ProgressViewModel
    /// `"12 places"` (`count.places`).
    public let placeCountText: String
    /// `"2 cities"` (`count.cities`).
    public let cityCountText: String
    /// `"24 images"` (`count.images`).
    public let imageCountText: String
    /// Cities by number of places, most first, then by name.
    public let cities: [CityShareViewModel]
    /// Whether there is any place.
    public let hasCities: Bool
    /// Relative URL of the todo list.
    public let todosURL: String
    /// Relative URL of the places list.
    public let locationsURL: String

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "site": site.mustacheValue,
            "title": .string(title),
            "canonicalURL": canonicalURL.map(MustacheValue.string) ?? .null,
            "t": t.mustacheValue,
            "progress": progress.mustacheValue,
            "placeCountText": .string(placeCountText),
            "cityCountText": .string(cityCountText),
            "imageCountText": .string(imageCountText),
            "cities": .list(cities.map(\.mustacheValue)),
            "hasCities": .bool(hasCities),
            "todosURL": .string(todosURL),
            "locationsURL": .string(locationsURL),
        ])
    }
}
