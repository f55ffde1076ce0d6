/// A day of the trip, with the local time of day when one is given: what the exports write for a dated place or a
/// todo's due date. Floating: no time zone, as the trip's content has none.
struct TripDate: Hashable, Sendable, Comparable {
    /// The year (1…9999).
    let year: Int
    /// The month (1…12).
    let month: Int
    /// The day of the month (1…31).
    let day: Int
    /// The local time of day as (hour 0…23, minute 0…59), when given.
    let time: (hour: Int, minute: Int)?

    /// A day, at `time` when given.
    init(year: Int, month: Int, day: Int, time: (hour: Int, minute: Int)? = nil) {
        self.year = year
        self.month = month
        self.day = day
        self.time = time
    }

    /// `20270414`: iCalendar's DATE.
    var basicDate: String {
        padded(year, 4) + padded(month, 2) + padded(day, 2)
    }

    /// `20270414T093000` (floating local time), or `20270414T000000` without a time.
    var basicDateTime: String {
        basicDate + "T" + padded(time?.hour ?? 0, 2) + padded(time?.minute ?? 0, 2) + "00"
    }

    /// `2027-04-14T09:30:00Z` (RFC 3339, the time read as UTC; midnight without a time): Atom's and GPX's dates,
    /// which must name an offset.
    var rfc3339: String {
        "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))T\(padded(time?.hour ?? 0, 2)):\(padded(time?.minute ?? 0, 2)):00Z"
    }

    private func padded(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The day and time as one number that orders them: earlier days first; on one day, a day without a time before
    /// any time. Compared and hashed instead of the formatted dates (the feed's sort of 10,000 dated places formatted
    /// two strings a comparison: a tenth of a second).
    var order: Int {
        ((year * 13 + month) * 32 + day) * 1_441 + (time.map { $0.hour * 60 + $0.minute } ?? -1) + 1
    }

    static func == (lhs: TripDate, rhs: TripDate) -> Bool {
        lhs.order == rhs.order
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(order)
    }

    /// Earlier days first; on one day, a day without a time before any time.
    static func < (lhs: TripDate, rhs: TripDate) -> Bool {
        lhs.order < rhs.order
    }
}
