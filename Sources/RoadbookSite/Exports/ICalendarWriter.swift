/// Writes the trip's calendar (RFC 5545): a VCALENDAR with a VEVENT per dated place (an all-day event on its day,
/// or a timed one at its local time, floating) and a VTODO per todo with a due date.
///
/// Every text escaped, every line folded and ended with CRLF (``ICalendarText``). DTSTAMP is ``stamp``, a value of
/// the build's content rather than of the clock, so that two builds of the same files write the same bytes.
struct ICalendarWriter: Sendable {
    /// The product that wrote the calendar.
    static let productID = "-//Roadbook//Roadbook trip calendar//EN"

    /// The calendar's name (X-WR-CALNAME, NAME), the site's title.
    let name: String
    /// DTSTAMP of every component, and COMPLETED of a done todo (whose completion time is not known): UTC.
    let stamp: TripDate

    /// The calendar of `events` and `todos`, in that order.
    func text(events: [CalendarEvent], todos: [CalendarTodo]) -> String {
        var out = ICalendarText.line("BEGIN", "VCALENDAR")
        out += ICalendarText.line("VERSION", "2.0")
        out += ICalendarText.line("PRODID", ICalendarText.escaped(Self.productID))
        out += ICalendarText.line("CALSCALE", "GREGORIAN")
        out += ICalendarText.line("X-WR-CALNAME", ICalendarText.escaped(name))
        for event in events { out += text(of: event) }
        for todo in todos { out += text(of: todo) }
        out += ICalendarText.line("END", "VCALENDAR")
        return out
    }

    private var stampValue: String { stamp.basicDateTime + "Z" }

    private func text(of event: CalendarEvent) -> String {
        var out = ICalendarText.line("BEGIN", "VEVENT")
        out += ICalendarText.line("UID", ICalendarText.escaped(event.uid))
        out += ICalendarText.line("DTSTAMP", stampValue)
        if event.start.time == nil {
            out += ICalendarText.line("DTSTART;VALUE=DATE", event.start.basicDate)
        } else {
            out += ICalendarText.line("DTSTART", event.start.basicDateTime)
        }
        out += ICalendarText.line("SUMMARY", ICalendarText.escaped(event.summary))
        if !event.location.isEmpty { out += ICalendarText.line("LOCATION", ICalendarText.escaped(event.location)) }
        out += ICalendarText.line("GEO", "\(GPXWriter.decimal(event.latitude));\(GPXWriter.decimal(event.longitude))")
        if !event.description.isEmpty { out += ICalendarText.line("DESCRIPTION", ICalendarText.escaped(event.description)) }
        if let url = event.url { out += ICalendarText.line("URL", url) }
        out += ICalendarText.line("TRANSP", "TRANSPARENT")
        out += ICalendarText.line("END", "VEVENT")
        return out
    }

    private func text(of todo: CalendarTodo) -> String {
        var out = ICalendarText.line("BEGIN", "VTODO")
        out += ICalendarText.line("UID", ICalendarText.escaped(todo.uid))
        out += ICalendarText.line("DTSTAMP", stampValue)
        out += ICalendarText.line("SUMMARY", ICalendarText.escaped(todo.summary))
        if !todo.description.isEmpty { out += ICalendarText.line("DESCRIPTION", ICalendarText.escaped(todo.description)) }
        if todo.due.time == nil {
            out += ICalendarText.line("DUE;VALUE=DATE", todo.due.basicDate)
        } else {
            out += ICalendarText.line("DUE", todo.due.basicDateTime)
        }
        if todo.isCompleted {
            out += ICalendarText.line("STATUS", "COMPLETED")
            out += ICalendarText.line("COMPLETED", stampValue)
            out += ICalendarText.line("PERCENT-COMPLETE", "100")
        } else {
            out += ICalendarText.line("STATUS", "NEEDS-ACTION")
        }
        out += ICalendarText.line("END", "VTODO")
        return out
    }
}
