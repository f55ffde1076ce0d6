import Mustache
import RoadbookContent

/// The places page (`/locations/`): a map of every place and the list.
package struct PlaceListPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// `"12 places in 2 cities"` (`places.summary`).
    package let summary: String
    /// The map of every place (the `map` partial draws it).
    package let map: MapViewModel
    /// Every place, in list order.
    package let places: [PlaceCardViewModel]
    /// Whether there is any place.
    package let hasPlaces: Bool
    /// The places by city, the cities in the order their first place appears.
    package let cities: [CityGroupViewModel]
    /// Whether the page is a short index of the cities (over ``PageBuilder/maximumPlacesOnOneList`` places): then
    /// `places` and each city's `places` are empty, and the cards are on the city pages.
    package let isIndex: Bool

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("summary", \.summary),
        .field("map", \.map),
        .field("places", \.places),
        .field("hasPlaces", \.hasPlaces),
        .field("cities", \.cities),
        .field("isIndex", \.isIndex),
    ])
}
