import Mustache

/// The itinerary (`/days/`): every day of the trip in order, free days too.
package struct DaysPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// `"12 days · April 14 – 25, 2027"` (`trip.summary`).
    package let summary: String
    /// The days.
    package let days: [DayViewModel]
    /// `"Total distance: 1,204 km"` (`trip.totalDistance`); empty when the trip moves nowhere.
    package let totalDistanceText: String
    /// Relative URL of the trip's calendar (`trip.ics`); nil when the site has none.
    package var calendarURL: String? = nil
    /// Relative URL of the trip's GPX file (`trip.gpx`); nil when the site has none.
    package var gpxURL: String? = nil

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("summary", \.summary),
        .field("days", \.days),
        .field("totalDistanceText", \.totalDistanceText),
        .field("hasTotalDistance") { !$0.totalDistanceText.isEmpty },
        .field("calendarURL", \.calendarURL),
        .field("gpxURL", \.gpxURL),
        .field("hasTripFiles") { $0.calendarURL != nil || $0.gpxURL != nil },
    ])
}

/// One day's page (`/days/<n>/`): its places and tracks on a map, the day before and after.
package struct DayPageViewModel: PageViewModel, Sendable {
    /// The site, the document title, the canonical URL and the theme's texts.
    package let frame: PageFrame
    /// The day.
    package let day: DayViewModel
    /// The map of its places and tracks; `nil` on a free day without tracks.
    package let map: MapViewModel?
    /// The day before; `nil` on the first day.
    package let previous: NeighbourLinkViewModel?
    /// The day after; `nil` on the last day.
    package let next: NeighbourLinkViewModel?
    /// The itinerary's page.
    package let daysURL: String
    /// `"Day 3 of 12"` (`trip.dayOf`).
    package let position: String

    /// This kind of page's own fields (``PageViewModel`` adds the ones every page has).
    package static let fields = TemplateFields<Self>([
        .field("day", \.day),
        .field("map", \.map),
        .field("hasMap") { $0.map != nil },
        .field("previous", \.previous),
        .field("next", \.next),
        .field("hasNeighbours") { $0.previous != nil || $0.next != nil },
        .field("daysURL", \.daysURL),
        .field("position", \.position),
    ])
}
