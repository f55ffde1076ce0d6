import RoadbookContent

/// What a place's page shows of the trip (``PageSource/placeTrip(_:)``): its day, its time, the way to it from the
/// place before and the track it is reached along. Read by that place's page (and by its day's page), so a change
/// of the trip builds again only the pages of the places whose part changed.
package struct PlaceTrip: Hashable, Sendable {
    /// The place's day number (1 for the first day); `nil` when it is undated.
    package var day: Int?
    /// Its day's date without the year (`Wednesday, April 14`); empty when it is undated.
    package var dayShortDate = ""
    /// Its time of visit, if it has one.
    package var time: TimeOfDay?
    /// The way to it from the place before; `nil` for the first place.
    package var leg: Itinerary.Leg?
    /// The track it is reached along, when the leg is one.
    package var track: Track?

    /// The part of a place that is not on the trip (no dates, no tracks).
    package static let none = PlaceTrip()
}

/// What a day's page shows of the trip (``PageSource/tripDay(_:)``): the day, its date and its tracks.
package struct TripDay: Hashable, Sendable {
    /// The day: its places, todos and figures.
    package let day: Itinerary.Day
    /// Its date in full (`Wednesday, April 14, 2027`).
    package let dateText: String
    /// Its tracks, in the order of ``Itinerary/Day/tracks``.
    package let tracks: [Track]
}

/// The trip as the home page shows it (``PageSource/tripOverview``): whether it has dates, how many days, from when
/// to when.
package struct TripOverview: Hashable, Sendable {
    /// Whether the trip has dates.
    package let hasDates: Bool
    /// How many days it has.
    package let dayCount: Int
    /// Its dates as a range (`April 14 – 25, 2027`); empty without dates.
    package let rangeText: String
    /// Its first and last day.
    package let start: CalendarDate?, end: CalendarDate?
}

/// The day (and time) of a dated place, as the calendar and the feed read it (``PageSource/placeDates``).
package struct PlaceDate: Hashable, Sendable {
    /// Its day's date.
    package let date: CalendarDate
    /// Its time of visit, if it has one.
    package let time: TimeOfDay?
}

extension TripPages {
    /// The date of each place (list order); `nil` for an undated one.
    package var placeDates: [PlaceDate?] {
        itinerary.placeDays.indices.map { index in
            guard let day = itinerary.placeDays[index], itinerary.days.indices.contains(day - 1) else { return nil }
            return PlaceDate(date: itinerary.days[day - 1].date, time: itinerary.placeTimes[index])
        }
    }

    /// The part of the trip the page of the place at `index` (list order) shows.
    package func placeTrip(_ index: Int) -> PlaceTrip {
        var part = PlaceTrip()
        guard itinerary.legs.indices.contains(index) else { return part }
        if let number = itinerary.placeDays[index], dayShortDates.indices.contains(number - 1) {
            (part.day, part.dayShortDate) = (number, dayShortDates[number - 1])
        }
        part.time = itinerary.placeTimes[index]
        part.leg = itinerary.legs[index]
        if part.leg?.kind == .track, let id = itinerary.placeTracks[index], let offset = trackOffsets[id] {
            part.track = tracks[offset]
        }
        return part
    }

    /// The day at `index` as its page shows it.
    package func tripDay(_ index: Int) -> TripDay {
        let day = itinerary.days[index]
        return TripDay(day: day, dateText: dayDates[index], tracks: day.tracks.map { tracks[$0] })
    }

    /// The trip's dates as the home page shows them.
    package var overview: TripOverview {
        TripOverview(
            hasDates: itinerary.hasDates, dayCount: itinerary.days.count, rangeText: rangeText, start: itinerary.start,
            end: itinerary.end)
    }

    /// The id of the track each place (list order) is reached along, if it is.
    package var placeTrackIDs: [String?] {
        itinerary.legs.indices.map { itinerary.legs[$0]?.kind == .track ? itinerary.placeTracks[$0] : nil }
    }

    /// The day number of each track (in ``tracks`` order), when it is on a day.
    package var trackDays: [Int?] {
        var days = [Int?](repeating: nil, count: tracks.count)
        for day in itinerary.days {
            for offset in day.tracks where days.indices.contains(offset) { days[offset] = day.number }
        }
        return days
    }
}
