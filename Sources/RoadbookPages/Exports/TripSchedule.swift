import Foundation
import RoadbookContent

/// What the exports read of the trip's time and road: a place's date (and time) (``PageSource/placeDates``), a todo's due
/// date, the tracks. The one place where the content's trip model meets the writers' own input types.
struct TripSchedule: Sendable {
    /// The pages' source.
    let source: any PageSource

    /// The due date of `todo`, when it has one.
    func due(of todo: any TodoRecord) -> TripDate? {
        todo.due.map { TripDate($0, time: nil) }
    }

    /// The places with a date, by index in trip order.
    var datedPlaces: [(index: Int, date: TripDate)] {
        guard source.hasTripDates else { return [] }
        let dates = source.placeDates
        return (0..<min(source.placeCount, dates.count)).compactMap { index in
            dates[index].map { (index, TripDate($0.date, time: $0.time)) }
        }
    }

    /// Whether any todo has a due date.
    var hasDueTodos: Bool {
        (0..<source.todoCount).contains { source.todo($0).due != nil }
    }

    /// The tracks of `content/tracks/`, in the order of their ids, with their points' times in RFC 3339 (UTC): each
    /// made when it is asked for. Made all at once, they were a second copy of every track's points (9 MB and 2,300
    /// page faults at 300 tracks of 20,000 points) for the time it takes to write `trip.gpx`.
    var tracks: LazyMapSequence<[Track], GPXTrack> {
        source.tripTracks.sorted { $0.id < $1.id }.lazy.map { track in
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
