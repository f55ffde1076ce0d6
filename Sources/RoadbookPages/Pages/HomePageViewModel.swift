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
    package var pageFields: [String: MustacheValue] {
        [
            "tagline": .string(tagline),
            "progress": progress.mustacheValue,
            "map": map.mustacheValue,
            "hasPlaces": .bool(hasPlaces),
            "nextTodos": .list(nextTodos.map(\.mustacheValue)),
            "hasNextTodos": .bool(hasNextTodos),
            "places": .list(places.map(\.mustacheValue)),
            "allPlacesText": .string(allPlacesText),
            "todosURL": .string(todosURL),
            "locationsURL": .string(locationsURL),
            "statsURL": .string(statsURL),
            "calendarURL": calendarURL.map(MustacheValue.string) ?? .null,
            "gpxURL": gpxURL.map(MustacheValue.string) ?? .null,
            "hasTripFiles": .bool(hasTripFiles),
            "trip": trip?.mustacheValue ?? .null,
            "hasTrip": .bool(trip != nil),
        ]
    }
}
