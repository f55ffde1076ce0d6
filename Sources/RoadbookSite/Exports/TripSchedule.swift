import Foundation
import RoadbookContent

/// What the exports read of the trip's time and road, from the content model: a place's date (and time), a todo's
/// due date, the tracks. The one place where the content's trip model meets the writers' own input types.
///
/// The pages' records (``PlaceRecord``, ``TodoRecord``) do not carry the trip's fields yet, so this reads them from
/// the loaded content that `generate`'s source wraps; a source without it (the live site) has no dates and no
/// tracks here until the records carry them.
struct TripSchedule: Sendable {
    /// The pages' source.
    let source: any PageSource

    /// The date (and local time) of `place`, when it has one.
    func date(of place: any PlaceRecord) -> TripDate? {
        guard let place = (place as? SiteContentPlace)?.location, let date = place.date else { return nil }
        return TripDate(date, time: place.time)
    }

    /// The due date of `todo`, when it has one.
    func due(of todo: any TodoRecord) -> TripDate? {
        (todo as? SiteContentTodo)?.item.due.map { TripDate($0, time: nil) }
    }

    /// Whether any place has a date: then the site has a feed, which every page links.
    var hasDates: Bool {
        (0..<source.placeCount).contains { date(of: source.place($0)) != nil }
    }

    /// The tracks of `content/tracks/`, in the order of their ids, with their points' times in RFC 3339 (UTC).
    var tracks: [GPXTrack] {
        let tracks = (source as? SiteContentPageSource)?.content.tracks ?? []
        return tracks.sorted { $0.id < $1.id }.map { track in
            GPXTrack(name: track.name ?? track.id, segments: track.segments.map { segment in
                segment.map { point in
                    GPXTrackPoint(
                        latitude: point.latitude, longitude: point.longitude, elevation: point.elevation,
                        time: point.time.map(Self.rfc3339))
                }
            })
        }
    }

    /// `time` as `2027-04-14T09:30:05Z`.
    static func rfc3339(_ time: Date) -> String {
        let seconds = Int(time.timeIntervalSince1970.rounded(.down))
        let day = CalendarDate(dayNumber: Int((Double(seconds) / 86_400).rounded(.down)))
        let inDay = seconds - day.dayNumber * 86_400
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        return "\(day)T\(two(inDay / 3600)):\(two(inDay / 60 % 60)):\(two(inDay % 60))Z"
    }
}

extension TripDate {
    /// The day `date`, at `time` when given.
    init(_ date: CalendarDate, time: TimeOfDay?) {
        self.init(year: date.year, month: date.month, day: date.day, time: time.map { (hour: $0.hour, minute: $0.minute) })
    }
}
