import Mustache
import RoadbookContent

/// The statistics page (`/stats/`): completion and places per city.
public struct StatsPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
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

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
        [
            "progress": progress.mustacheValue,
            "placeCountText": .string(placeCountText),
            "cityCountText": .string(cityCountText),
            "imageCountText": .string(imageCountText),
            "cities": .list(cities.map(\.mustacheValue)),
            "hasCities": .bool(hasCities),
            "todosURL": .string(todosURL),
            "locationsURL": .string(locationsURL),
        ]
    }
}
