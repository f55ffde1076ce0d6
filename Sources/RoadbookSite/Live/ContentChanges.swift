import RoadbookContent

/// What a quick reload (``PlaceFileUpdate``, ``TrackFileUpdate``) changed of the content: only some places (by id,
/// the ids themselves kept) and tracks; the todos, the settings, the strings and the images are the values of the
/// last build. ``LiveSite/apply(_:published:imagesChanged:urgentPlaces:changes:)`` then leaves what none of it touches
/// instead of comparing 10,000 places again for it (copying them to compare was a quarter of a date edit's time
/// before its page). Each flag says what may have changed: false is a promise, true only a possibility.
struct ContentChanges: Sendable {
    /// The ids of the places whose values may differ; every other place is the same value as before (perhaps at
    /// another offset when ``placesMoved``).
    var placeIDs: [String] = []
    /// Whether a place may be at another offset (its weight, date or time changed).
    var placesMoved = false
    /// Whether a place's city may differ.
    var citiesChanged = false
    /// Whether a place's coordinates may differ (the nearby places and the distances).
    var coordinatesChanged = false
    /// Whether what the trip is made of may differ: a place's date, time, day, track or coordinates, the order, a track.
    var tripChanged = false

    /// The changes of the place `old` edited into `new` (the same id), added to these.
    mutating func add(_ old: Place, _ new: Place) {
        placeIDs.append(new.id)
        let moved = old.weight != new.weight || old.date != new.date || old.time != new.time
        let coordinates = old.coordinates != new.coordinates
        placesMoved = placesMoved || moved
        citiesChanged = citiesChanged || old.cityName != new.cityName
        coordinatesChanged = coordinatesChanged || coordinates
        tripChanged = tripChanged || moved || coordinates || old.day != new.day || old.track != new.track
    }

    /// Tracks changed, no place did.
    static let tracksOnly = ContentChanges(tripChanged: true)
}
