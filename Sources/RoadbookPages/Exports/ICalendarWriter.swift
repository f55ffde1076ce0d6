import Escaping

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
        UTF8Text.string(repairing: bytes(events: events, todos: todos))
    }

    /// ``text(events:todos:)`` as UTF-8.
    func bytes(events: [CalendarEvent], todos: [CalendarTodo]) -> [UInt8] {
        var whole: [UInt8] = []
        write(events: events, todos: todos) { whole += $0 }
        return whole
    }

    /// ``bytes(events:todos:)`` handed to `emit` in pieces of about ``pieceSize`` bytes, in order, each ending
    /// with a line: `generate` writes each to the file as it comes, so the calendar (31 MB at 10,000 places) is
    /// never whole in memory.
    func write(events: [CalendarEvent], todos: [CalendarTodo], to emit: ([UInt8]) -> Void) {
        var out = ICalendarText(capacity: Self.pieceSize + 64 * 1024)
        func flush(_ always: Bool = false) {
            if always || out.bytes.count >= Self.pieceSize { out.flush(to: emit) }
        }
        out.line("BEGIN", "VCALENDAR")
        out.line("VERSION", "2.0")
        out.textLine("PRODID", Self.productID)
        out.line("CALSCALE", "GREGORIAN")
        out.textLine("X-WR-CALNAME", name)
        // DTSTAMP's value, the same on every component: made once.
        let stampValue = stamp.basicDateTime + "Z"
        for event in events {
            add(event, stampValue: stampValue, to: &out)
            flush()
        }
        for todo in todos {
            add(todo, stampValue: stampValue, to: &out)
            flush()
        }
        out.line("END", "VCALENDAR")
        flush(true)
    }

    /// About how many bytes ``write(events:todos:to:)`` hands on at a time.
    static let pieceSize = 1 << 20

    private func add(_ event: CalendarEvent, stampValue: String, to out: inout ICalendarText) {
        out.line("BEGIN", "VEVENT")
        out.textLine("UID", event.uid)
        out.line("DTSTAMP", stampValue)
        if event.start.time == nil {
            out.dateLine("DTSTART;VALUE=DATE", event.start, withTime: false)
        } else {
            out.dateLine("DTSTART", event.start, withTime: true)
        }
        out.textLine("SUMMARY", event.summary)
        if !event.location.isEmpty { out.textLine("LOCATION", event.location) }
        out.line("GEO", "\(GPXWriter.decimal(event.latitude));\(GPXWriter.decimal(event.longitude))")
        if !event.description.isEmpty { out.textLine("DESCRIPTION", event.description) }
        if let url = event.url { out.line("URL", url) }
        out.line("TRANSP", "TRANSPARENT")
        out.line("END", "VEVENT")
    }

    private func add(_ todo: CalendarTodo, stampValue: String, to out: inout ICalendarText) {
        out.line("BEGIN", "VTODO")
        out.textLine("UID", todo.uid)
        out.line("DTSTAMP", stampValue)
        out.textLine("SUMMARY", todo.summary)
        if !todo.description.isEmpty { out.textLine("DESCRIPTION", todo.description) }
        if todo.due.time == nil {
            out.dateLine("DUE;VALUE=DATE", todo.due, withTime: false)
        } else {
            out.dateLine("DUE", todo.due, withTime: true)
        }
        if todo.isCompleted {
            out.line("STATUS", "COMPLETED")
            out.line("COMPLETED", stampValue)
            out.line("PERCENT-COMPLETE", "100")
        } else {
            out.line("STATUS", "NEEDS-ACTION")
        }
        out.line("END", "VTODO")
    }
}
