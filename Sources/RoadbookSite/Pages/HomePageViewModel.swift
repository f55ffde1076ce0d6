import Mustache
import RoadbookContent

/// The home page (`/`): the trip at a glance.
public struct HomePageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    public let frame: PageFrame
    /// `"12 places in 2 cities · 12 todos"` (`home.tagline`).
    public let tagline: String
    /// Todo progress.
    public let progress: ProgressViewModel
    /// The map of every place (the `map` partial draws it).
    public let map: MapViewModel
    /// Whether there are places.
    public let hasPlaces: Bool
    /// The first pending todos (at most 5).
    public let nextTodos: [TodoRowViewModel]
    /// Whether any todo is pending.
    public let hasNextTodos: Bool
    /// The first places (at most 6).
    public let places: [PlaceCardViewModel]
    /// `"All 12 places"` (`home.allPlaces`).
    public let allPlacesText: String
    /// Relative URL of the todo list.
    public let todosURL: String
    /// Relative URL of the places list.
    public let locationsURL: String
    /// Relative URL of the statistics page.
    public let statsURL: String

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    public var pageFields: [String: MustacheValue] {
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
        ]
    }
}
