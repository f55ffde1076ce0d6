import Diagnostics

/// Checks the places' schedules against the whole site: a `day` needs the trip's start and must fall in the trip,
/// a `date` must fall between the trip's start and end, a `track` must name a file of `content/tracks/`. Gives the
/// places with their days resolved to dates.
package struct TripResolver {
    let trip: TripSettings
    /// The ids of the tracks that exist (those that failed to load too, so a place naming one is not reported).
    let trackIDs: Set<String>

    /// `places` with each `day` turned into its date; what is wrong is reported and left out of the place.
    func resolve(_ places: [Place], schedules: [String: PlaceSchedule], diagnostics: DiagnosticsEngine) -> [Place] {
        let resolved = places.map { place in
            guard let schedule = schedules[place.id] else { return place }
            let date = self.date(of: place, schedule, diagnostics: diagnostics)
            var track = place.track
            if let id = place.track, !trackIDs.contains(id) {
                let suggestion = Suggestion.nearest(to: id, in: trackIDs.sorted())
                diagnostics.emit(TripProblem.unknownTrack(id, suggestion: suggestion).diagnostic(at: schedule.trackLocation))
                track = nil
            }
            return date == place.date && track == place.track ? place : place.scheduled(date: date, track: track)
        }
        return withinMaximumLength(resolved, schedules: schedules, diagnostics: diagnostics)
    }

    /// `places` without the dates more than ``Itinerary/maximumDays`` after the trip's first day (reported).
    private func withinMaximumLength(_ places: [Place], schedules: [String: PlaceSchedule], diagnostics: DiagnosticsEngine) -> [Place] {
        guard let first = trip.start ?? places.compactMap(\.date).min() else { return places }
        return places.map { place in
            guard let date = place.date, first.days(until: date) >= Itinerary.maximumDays else { return place }
            diagnostics.emit(TripProblem.tripTooLong(date, start: first).diagnostic(at: schedules[place.id]?.dateLocation ?? schedules[place.id]?.dayLocation))
            return place.scheduled(date: nil, track: place.track)
        }
    }

    /// The date of `place`: its `date`, or its `day` counted from the trip's start; `nil` (reported) when it falls
    /// outside the trip.
    private func date(of place: Place, _ schedule: PlaceSchedule, diagnostics: DiagnosticsEngine) -> CalendarDate? {
        if let day = place.day, place.date == nil {
            guard let start = trip.start else {
                diagnostics.emit(TripProblem.dayWithoutStart(day).diagnostic(at: schedule.dayLocation))
                return nil
            }
            let days = trip.end.map { start.days(until: $0) + 1 }
            if let days, day > days {
                diagnostics.emit(TripProblem.dayOutsideTrip(day, days: days).diagnostic(at: schedule.dayLocation))
                return nil
            }
            return start.adding(days: day - 1)
        }
        guard let date = place.date else { return nil }
        if let start = trip.start, date < start {
            diagnostics.emit(TripProblem.dateBeforeStart(date, start: start).diagnostic(at: schedule.dateLocation))
            return nil
        }
        if let end = trip.end, date > end {
            diagnostics.emit(TripProblem.dateAfterEnd(date, end: end).diagnostic(at: schedule.dateLocation))
            return nil
        }
        return date
    }
}

extension TripResolver {
    /// `place`, read again alone from a file whose schedule is `schedule`, resolved as a whole load of `content` with
    /// it would: its day turned into a date, its date and track checked against the trip and the tracks. Nil when
    /// that load would report anything about it, so that only the whole load (which reports it) runs.
    package static func resolvedAlone(_ place: Place, schedule: PlaceSchedule, in content: SiteContent) -> Place? {
        let resolver = TripResolver(trip: content.config.trip, trackIDs: Set(content.tracks.map(\.id)))
        let diagnostics = DiagnosticsEngine()
        let resolved = resolver.resolve([place], schedules: [place.id: schedule], diagnostics: diagnostics)
        return diagnostics.diagnostics.isEmpty ? resolved.first : nil
    }

    /// Whether the dates of `places` fit in the longest trip a whole load accepts (``Itinerary/maximumDays`` from the
    /// trip's start, or from the earliest date when it has none).
    package static func fitInOneTrip(_ places: [Place], trip: TripSettings) -> Bool {
        let dates = places.compactMap(\.date)
        guard let first = trip.start ?? dates.min(), let last = dates.max() else { return true }
        return first.days(until: last) < Itinerary.maximumDays
    }
}
