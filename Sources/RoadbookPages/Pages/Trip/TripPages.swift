import Foundation
import RoadbookContent

/// What the pages know of the trip in time and on the road, worked out once per build (and once per change under
/// `serve`): the itinerary, the tracks, and each day's date written in the site's language.
package struct TripPages: Hashable, Sendable {
    /// The days, the places' days and legs.
    package let itinerary: Itinerary
    /// The tracks, by offset (``Itinerary/Day/tracks``).
    package let tracks: [Track]
    /// Each day's date in full (`Wednesday, April 14, 2027`), in the order of the days.
    package let dayDates: [String]
    /// Each day's date without the year (`Wednesday, April 14`).
    package let dayShortDates: [String]
    /// The trip's dates as a range (`April 14 – 25, 2027`); empty without dates.
    package let rangeText: String
    /// Each track's offset in ``tracks`` by id (the first, should two share one).
    let trackOffsets: [String: Int]

    /// A trip without dates or tracks.
    package static let empty = TripPages(itinerary: Itinerary(places: [], tracks: [], todos: [], trip: TripSettings()), tracks: [], language: "en")

    /// The pages' view of `itinerary` and `tracks`, dates written in `language` (CLDR, through Foundation).
    package init(itinerary: Itinerary, tracks: [Track], language: String) {
        self.itinerary = itinerary
        self.tracks = tracks
        trackOffsets = Dictionary(tracks.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let locale = Locale(identifier: language.isEmpty ? "en" : language)
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = locale
        let dates = itinerary.days.map { Self.moment(of: $0.date) }
        formatter.setLocalizedDateFormatFromTemplate("yMMMMEEEEd")
        dayDates = Self.texts(of: itinerary.days.map(\.date), at: dates, formatter: formatter)
        formatter.setLocalizedDateFormatFromTemplate("MMMMEEEEd")
        dayShortDates = Self.texts(of: itinerary.days.map(\.date), at: dates, formatter: formatter)
        if let first = dates.first, let last = dates.last {
            let interval = DateIntervalFormatter()
            interval.calendar = calendar
            interval.timeZone = calendar.timeZone
            interval.locale = locale
            interval.dateTemplate = "yMMMMd"
            rangeText = interval.string(from: first, to: last)
        } else {
            rangeText = ""
        }
    }

    /// `days` written by `formatter` (`moments`: their noons): put together from its pattern and names
    /// (``DayDateFormat``) when that writes the first day as the formatter does, else by the formatter, day by day.
    static func texts(of days: [CalendarDate], at moments: [Date], formatter: DateFormatter) -> [String] {
        guard let first = days.first else { return [] }
        if let format = DayDateFormat(formatter), format.text(of: first) == formatter.string(from: moments[0]) {
            return days.map(format.text(of:))
        }
        return moments.map(formatter.string(from:))
    }

    /// Noon (UTC) of `date`, so no time zone moves it to another day.
    static func moment(of date: CalendarDate) -> Date {
        Date(timeIntervalSince1970: Double(date.dayNumber) * 86_400 + 43_200)
    }
}
