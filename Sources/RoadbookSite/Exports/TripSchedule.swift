import RoadbookContent

/// What the exports read of the trip's time and road, from the content model: a place's date (and time), a todo's
/// due date, the tracks. The one place where the content's trip model meets the writers' own input types.
struct TripSchedule: Sendable {
    /// The pages' source.
    let source: any PageSource

    /// The date (and local time) of `place`, when it has one.
    func date(of place: any PlaceRecord) -> TripDate? {
        nil
    }

    /// The due date of `todo`, when it has one.
    func due(of todo: any TodoRecord) -> TripDate? {
        nil
    }

    /// Whether any place has a date: then the site has a feed, which every page links.
    var hasDates: Bool {
        (0..<source.placeCount).contains { date(of: source.place($0)) != nil }
    }

    /// The tracks of `content/tracks/`, in the order of their ids.
    var tracks: [GPXTrack] {
        []
    }
}
