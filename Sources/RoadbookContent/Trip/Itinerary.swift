/// The trip day by day, worked out from the places (in route order), the tracks, the todos and `trip:`: which day
/// each place and track is on, how far each place is from the one before, and the figures of each day and of the
/// whole trip. Empty (``hasDates`` false) for a site without dates.
package struct Itinerary: Hashable, Sendable {
    /// How a place was reached from the one before it.
    package enum LegKind: Hashable, Sendable {
        /// Along the place's track: its length.
        case track
        /// In a straight line: the great-circle distance.
        case straight
    }

    /// The way to a place from the place before it in the route.
    package struct Leg: Hashable, Sendable {
        /// The offset of the place before, in list order.
        package let fromPlace: Int
        /// Metres.
        package let metres: Double
        /// Whether it is the track's length or a straight line.
        package let kind: LegKind
    }

    /// One day of the trip.
    package struct Day: Hashable, Sendable {
        /// 1 for the first day.
        package let number: Int
        /// Its date.
        package let date: CalendarDate
        /// The offsets of its places in list order.
        package var places: [Int] = []
        /// The offsets of its tracks in ``SiteContent/tracks`` order.
        package var tracks: [Int] = []
        /// The offsets of the todos due that day, in list order.
        package var todos: [Int] = []
        /// The legs into its places, in metres (tracks where there are, else straight lines).
        package var distance: Double = 0
        /// The length of its tracks, in metres.
        package var trackLength: Double = 0
        /// The climb of its tracks, in metres; `nil` when none has elevations.
        package var elevationGain: Double?
    }

    /// The days, the first first; empty without dates.
    package let days: [Day]
    /// Each place's day number (list order); `nil` for an undated place.
    package let placeDays: [Int?]
    /// Each place's leg from the place before it (list order); `nil` for the first place.
    package let legs: [Leg?]
    /// Each place's time of visit (list order), if it has one.
    package let placeTimes: [TimeOfDay?]
    /// Each place's track id (list order), if it names one.
    package let placeTracks: [String?]

    /// Whether the trip has dates: `trip.start` is set or a place has a date.
    package var hasDates: Bool { !days.isEmpty }
    /// The first day's date.
    package var start: CalendarDate? { days.first?.date }
    /// The last day's date.
    package var end: CalendarDate? { days.last?.date }
    /// All the legs, in metres.
    package var totalDistance: Double { legs.reduce(0) { $0 + ($1?.metres ?? 0) } }
    /// The day that covers the most distance (the first of equals); `nil` when no day moves.
    package var longestDay: Day? {
        days.reduce(nil) { best, day in day.distance > (best?.distance ?? 0) ? day : best }
    }

    /// The most days a trip may have, so a mistyped year cannot ask for millions of pages.
    package static let maximumDays = 1000

    /// The itinerary of `places` (list order), `tracks`, `todos` (list order) under `trip`.
    package init(places: [Place], tracks: [Track], todos: [ItemModel], trip: TripSettings) {
        placeTimes = places.map(\.time)
        placeTracks = places.map(\.track)
        let trackOffsets = Dictionary(tracks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        legs = places.indices.map { index in
            guard index > 0 else { return nil }
            if let id = places[index].track, let offset = trackOffsets[id] {
                return Leg(fromPlace: index - 1, metres: tracks[offset].length, kind: .track)
            }
            return Leg(fromPlace: index - 1, metres: Geodesy.distance(from: places[index - 1].coordinates, to: places[index].coordinates), kind: .straight)
        }
        let dates = places.compactMap(\.date)
        guard let first = trip.start ?? dates.min() else {
            (days, placeDays) = ([], places.map { _ in nil })
            return
        }
        let last = max(trip.end ?? dates.max() ?? first, first)
        let count = min(first.days(until: last) + 1, Self.maximumDays)
        var days = (0..<count).map { Day(number: $0 + 1, date: first.adding(days: $0)) }
        let dayOfDate = { (date: CalendarDate) -> Int? in
            let offset = first.days(until: date)
            return offset >= 0 && offset < count ? offset : nil
        }
        placeDays = places.map { $0.date.flatMap(dayOfDate).map { $0 + 1 } }
        for (index, day) in placeDays.enumerated() {
            guard let day else { continue }
            days[day - 1].places.append(index)
            days[day - 1].distance += legs[index]?.metres ?? 0
        }
        let placeOfTrack = Dictionary(places.enumerated().compactMap { offset, place in place.track.map { ($0, offset) } }, uniquingKeysWith: { a, _ in a })
        for (offset, track) in tracks.enumerated() {
            let date = track.firstDay ?? placeOfTrack[track.id].flatMap { places[$0].date }
            guard let day = date.flatMap(dayOfDate) else { continue }
            days[day].tracks.append(offset)
            days[day].trackLength += track.length
            if let gain = track.elevationGain { days[day].elevationGain = (days[day].elevationGain ?? 0) + gain }
        }
        for (offset, todo) in todos.enumerated() {
            if let day = todo.due.flatMap(dayOfDate) { days[day].todos.append(offset) }
        }
        self.days = days
    }
}
