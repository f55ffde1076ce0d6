/// A dated place as the calendar writes it: one VEVENT.
struct CalendarEvent: Hashable, Sendable {
    /// The stable UID (``TripExports`` makes it from the place's id), so a subscribed calendar updates the event.
    let uid: String
    /// The place's name.
    let summary: String
    /// The description as plain text.
    let description: String
    /// The city.
    let location: String
    /// The place's page, when the site has an absolute `baseURL`.
    let url: String?
    /// The coordinates, for GEO.
    let latitude: Double
    /// The coordinates, for GEO.
    let longitude: Double
    /// The day (an all-day event) or the local time (a timed event, floating).
    let start: TripDate
}

/// A todo with a due date as the calendar writes it: one VTODO.
struct CalendarTodo: Hashable, Sendable {
    /// The stable UID, from the todo's id.
    let uid: String
    /// The todo's title.
    let summary: String
    /// The notes as plain text (empty without notes).
    let description: String
    /// When it is due.
    let due: TripDate
    /// Whether it is done: STATUS:COMPLETED and COMPLETED, else STATUS:NEEDS-ACTION.
    let isCompleted: Bool
}
