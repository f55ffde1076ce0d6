import Mustache
import RoadbookContent

/// The statistics page (`/stats/`): completion and places per city.
package struct StatsPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// Todo progress.
    package let progress: ProgressViewModel
    /// `"12 places"` (`count.places`).
    package let placeCountText: String
    /// `"2 cities"` (`count.cities`).
    package let cityCountText: String
    /// The number of cities alone (`6`): the figure of a card, like the others.
    package let cityCount: String
    /// What that figure counts (`cities`, `stats.cities`).
    package let cityCountLabel: String
    /// `"24 images"` (`count.images`).
    package let imageCountText: String
    /// Cities by number of places, most first, then by name.
    package let cities: [CityShareViewModel]
    /// Whether there is any place.
    package let hasCities: Bool
    /// Relative URL of the todo list.
    package let todosURL: String
    /// Relative URL of the places list.
    package let locationsURL: String

    /// The trip's distances; `nil` for a trip without dates.
    package var trip: StatsTripViewModel? = nil

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("trip", \.trip),
        .field("hasTrip") { $0.trip != nil },
        .field("progress", \.progress),
        .field("placeCountText", \.placeCountText),
        .field("cityCountText", \.cityCountText),
        .field("imageCountText", \.imageCountText),
        .field("cityCount", \.cityCount),
        .field("cityCountLabel", \.cityCountLabel),
        .field("cities", \.cities),
        .field("hasCities", \.hasCities),
        .field("todosURL", \.todosURL),
        .field("locationsURL", \.locationsURL),
    ])
}
