/// The trip's dates (`trip:` in `site.yaml`): day 1 is `start`; the last day is `end`, or the last dated place's day
/// when `end` is not given.
package struct TripSettings: Hashable, Sendable, Codable {
    /// The first day; `nil` when not set (then `day:` cannot be used, and the first dated place starts the trip).
    package let start: CalendarDate?
    /// The last day; `nil` when not set.
    package let end: CalendarDate?

    /// Settings with `start` and `end` (both optional).
    package init(start: CalendarDate? = nil, end: CalendarDate? = nil) {
        self.start = start
        self.end = end
    }

    /// No dates set: `trip:` absent.
    package var isEmpty: Bool { start == nil && end == nil }
}
