import Mustache
import RoadbookContent

/// The home page (`/`): the trip at a glance.
package struct HomePageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// `"12 places in 2 cities · 12 todos"` (`home.tagline`).
    package let tagline: String
    /// Todo progress.
    package let progress: ProgressViewModel
    /// The map of every place (the `map` partial draws it).
    package let map: MapViewModel
    /// Whether there are places.
    package let hasPlaces: Bool
    /// The first pending todos (at most 5).
    package let nextTodos: [TodoRowViewModel]
    /// Whether any todo is pending.
    package let hasNextTodos: Bool
    /// The first places (at most 6).
    package let places: [PlaceCardViewModel]
    /// `"All 12 places"` (`home.allPlaces`).
    package let allPlacesText: String
    /// Relative URL of the todo list.
    package let todosURL: String
    /// Relative URL of the places list.
    package let locationsURL: String
    /// Relative URL of the statistics page.
    package let statsURL: String
    /// Relative URL of the trip's calendar (`trip.ics`); nil when the site has none.
    package let calendarURL: String?
    /// Relative URL of the trip's GPX file (`trip.gpx`); nil when the site has none.
    package let gpxURL: String?
    /// Whether either file is there.
    package var hasTripFiles: Bool { calendarURL != nil || gpxURL != nil }
    /// The trip's dates and the countdown's words; `nil` for a trip without dates.
    package var trip: HomeTripViewModel? = nil

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("tagline", \.tagline),
        .field("progress", \.progress),
        .field("map", \.map),
        .field("hasPlaces", \.hasPlaces),
        .field("nextTodos", \.nextTodos),
        .field("hasNextTodos", \.hasNextTodos),
        .field("places", \.places),
        .field("allPlacesText", \.allPlacesText),
        .field("todosURL", \.todosURL),
        .field("locationsURL", \.locationsURL),
        .field("statsURL", \.statsURL),
        .field("calendarURL", \.calendarURL),
        .field("gpxURL", \.gpxURL),
        .field("hasTripFiles", \.hasTripFiles),
        .field("trip", \.trip),
        .field("hasTrip") { $0.trip != nil },
    ])
}
