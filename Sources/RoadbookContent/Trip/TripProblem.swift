import Diagnostics

/// Why a date, a day, a time or a track of the trip is wrong: every case has one message, written in one place.
package enum TripProblem: Error, Equatable, Sendable {
    /// A date not written `YYYY-MM-DD` (`14.04.2027`), in `field`.
    case invalidDate(String, field: String)
    /// A date written right that does not exist (`2027-02-30`), in `field`.
    case nonexistentDate(String, field: String)
    /// A time not written `HH:MM` on a 24-hour clock.
    case invalidTime(String)
    /// Both `date` and `day` on one place.
    case dateAndDay
    /// A `time` on a place without `date` or `day`.
    case timeWithoutDate
    /// A `day` on a place of a site whose `site.yaml` has no `trip.start`.
    case dayWithoutStart(Int)
    /// A `day` before 1 or after the trip's last day (`days` long; `nil` when the trip has no end).
    case dayOutsideTrip(Int, days: Int?)
    /// A `date` before the trip's start.
    case dateBeforeStart(CalendarDate, start: CalendarDate)
    /// A `date` after the trip's end.
    case dateAfterEnd(CalendarDate, end: CalendarDate)
    /// `trip.end` before `trip.start`.
    case endBeforeStart(CalendarDate, start: CalendarDate)
    /// A date more than ``Itinerary/maximumDays`` after the trip's first day (a mistyped year).
    case tripTooLong(CalendarDate, start: CalendarDate)
    /// A `track` naming no file of `content/tracks/`.
    case unknownTrack(String, suggestion: String?)
    /// A file of `content/tracks/` that is not `.gpx`.
    case ignoredTrackFile(String)

    /// Errors fail the command; an ignored file is a warning.
    package var severity: Severity {
        if case .ignoredTrackFile = self { .warning } else { .error }
    }

    /// The message, in the project's style: lowercase, no final period, user input in single quotes.
    package var description: String {
        switch self {
        case .invalidDate(let text, let field):
            "'\(text)' is not a date; write '\(field)' as YYYY-MM-DD, such as '2027-04-14'"
        case .nonexistentDate(let text, let field):
            "'\(text)' is not a day of the calendar; write '\(field)' as YYYY-MM-DD with a day the month has"
        case .invalidTime(let text):
            "'\(text)' is not a time; write 'time' as HH:MM on a 24-hour clock, such as \"09:30\" (in quotes)"
        case .dateAndDay:
            "a place has a 'date' or a 'day', not both"
        case .timeWithoutDate:
            "'time' needs a 'date' or a 'day' on the same place"
        case .dayWithoutStart(let day):
            "day \(day) needs the trip's first day: set 'trip: { start: YYYY-MM-DD }' in 'site.yaml'"
        case .dayOutsideTrip(let day, let days?):
            "day \(day) is not a day of the trip; expected a whole number from 1 to \(days)"
        case .dayOutsideTrip(let day, nil):
            "day \(day) is not a day of the trip; expected a whole number from 1"
        case .dateBeforeStart(let date, let start):
            "'\(date)' is before the trip's start '\(start)' ('trip.start' in 'site.yaml')"
        case .dateAfterEnd(let date, let end):
            "'\(date)' is after the trip's end '\(end)' ('trip.end' in 'site.yaml')"
        case .endBeforeStart(let end, let start):
            "the trip's end '\(end)' is before its start '\(start)'"
        case .tripTooLong(let date, let start):
            "'\(date)' is more than \(CountText.grouped(Itinerary.maximumDays)) days after the trip's first day '\(start)'; check the year"
        case .unknownTrack(let id, let suggestion):
            "no track '\(id)' in 'content/tracks/' (a file '\(id).gpx')" + Suggestion.didYouMean(suggestion)
        case .ignoredTrackFile(let path):
            "'\(path)' is ignored: tracks are '.gpx' files"
        }
    }

    /// This problem as a diagnostic at `location`, with its severity.
    package func diagnostic(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, description, at: location)
    }

    /// The date written `text` in `field`, or why it is not one.
    package static func date(_ text: String, field: String) -> Result<CalendarDate, TripProblem> {
        if let date = CalendarDate(iso: text) { return .success(date) }
        let bytes = Array(text.utf8)
        let isShaped = bytes.count == 10 && bytes.indices.allSatisfy {
            $0 == 4 || $0 == 7 ? bytes[$0] == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0])
        }
        return .failure(isShaped ? .nonexistentDate(text, field: field) : .invalidDate(text, field: field))
    }
}
