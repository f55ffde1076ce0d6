import Diagnostics

/// A place's `date`, `time`, `day` and `track` as its file writes them, and where each value is, so that what
/// is checked against the whole site (the trip's days, the tracks) is reported at its position.
package struct PlaceSchedule: Hashable, Sendable {
    /// `date:`.
    package var date: CalendarDate?
    /// `time:`.
    package var time: TimeOfDay?
    /// `day:`.
    package var day: Int?
    /// `track:`.
    package var track: String?
    /// Where the value of `date:` is.
    package var dateLocation: SourceLocation?
    /// Where the value of `day:` is.
    package var dayLocation: SourceLocation?
    /// Where the value of `track:` is.
    package var trackLocation: SourceLocation?

    /// Nothing scheduled.
    package init() {}
}

extension PlaceFileLoader {
    /// The keys of a place's schedule.
    static let scheduleKeys = ["date", "time", "day", "track"]

    /// Reads `date`, `time`, `day` and `track` of a place's front matter, reporting what is wrong in itself (a
    /// date that does not exist, a date and a day together); the trip's bounds and the tracks are checked later
    /// (``TripResolver``).
    func schedule(_ whole: MappingReader) -> PlaceSchedule {
        let reader = whole.narrowed(to: Self.scheduleKeys)
        var schedule = PlaceSchedule()
        let location = { (key: String) in reader.pair(key).map { reader.location(of: $0.value) } }
        if let text = reader.decode(String.self, forKey: "date") {
            switch TripProblem.date(text, field: "date") {
            case .success(let date): schedule.date = date
            case .failure(let problem): diagnostics.emit(problem.diagnostic(at: location("date")))
            }
            schedule.dateLocation = location("date")
        }
        if let day = reader.decode(Int.self, forKey: "day") {
            if day < 1 {
                diagnostics.emit(TripProblem.dayOutsideTrip(day, days: nil).diagnostic(at: location("day")))
            } else {
                schedule.day = day
            }
            schedule.dayLocation = location("day")
        }
        if schedule.dateLocation != nil, schedule.dayLocation != nil {
            diagnostics.emit(TripProblem.dateAndDay.diagnostic(at: location("day")))
        }
        if let text = reader.decode(String.self, forKey: "time") {
            if let time = TimeOfDay(iso: text) {
                schedule.time = time
            } else {
                diagnostics.emit(TripProblem.invalidTime(text).diagnostic(at: location("time")))
            }
            if schedule.dateLocation == nil, schedule.dayLocation == nil {
                diagnostics.emit(TripProblem.timeWithoutDate.diagnostic(at: location("time")))
            }
        }
        if let track = reader.decode(String.self, forKey: "track") {
            schedule.track = track
            schedule.trackLocation = location("track")
        }
        return schedule
    }
}
