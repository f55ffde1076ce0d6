import Observation
import RoadbookContent

/// The trip of the live site (``TripPages``), observable: the pages that read it (the days, the places' day and
/// distance, the maps' tracks, the home and statistics pages) are built again when it changes, and only then.
@Observable
package final class TripModel {
    /// The trip as last applied.
    package private(set) var pages: TripPages
    /// Whether the trip has dates.
    package private(set) var hasDates: Bool

    /// The trip of `content`.
    package init(_ content: SiteContent) {
        let trip = SiteContentPageSource.trip(of: content)
        pages = trip
        hasDates = trip.itinerary.hasDates
    }

    /// Takes the trip of `content`; observers are told only of what differs.
    package func update(_ content: SiteContent) {
        let new = SiteContentPageSource.trip(of: content)
        if new != pages { pages = new }
        if new.itinerary.hasDates != hasDates { hasDates = new.itinerary.hasDates }
    }
}
