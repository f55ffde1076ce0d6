import Testing
@testable import RoadbookPages

@Suite struct TripDateTests {
    /// Dates from a small range, so that many share a day or a time, with and without a time.
    private func someDates(_ count: Int) -> [TripDate] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            let hasTime = Bool.random(using: &generator)
            return TripDate(
                year: [1, 2027, 9999].randomElement(using: &generator)!, month: Int.random(in: 1...2, using: &generator),
                day: [1, 2, 31].randomElement(using: &generator)!,
                time: hasTime ? (hour: Int.random(in: 0...1, using: &generator) * 23, minute: [0, 1, 59].randomElement(using: &generator)!) : nil)
        }
    }

    /// The order the exports promise, written from the formatted dates: by the iCalendar day, then no time before
    /// any time, then by the time.
    private func promisedOrder(_ left: TripDate, _ right: TripDate) -> Bool {
        if left.basicDate != right.basicDate { return left.basicDate < right.basicDate }
        return (left.time.map { $0.hour * 60 + $0.minute } ?? -1) < (right.time.map { $0.hour * 60 + $0.minute } ?? -1)
    }

    @Test func datesOrderByDayThenWithoutATimeThenByTime() {
        let dates = someDates(2_000)
        for (left, right) in zip(dates, dates.shuffled()) {
            #expect((left < right) == promisedOrder(left, right), "\(left.basicDateTime) \(right.basicDateTime)")
        }
    }

    @Test func equalMeansTheSameDayAndTimeAndADayWithoutATimeIsNotMidnight() {
        let dates = someDates(2_000)
        for (left, right) in zip(dates, dates.shuffled()) {
            let same = left.basicDateTime == right.basicDateTime && (left.time == nil) == (right.time == nil)
            #expect((left == right) == same)
            if same { #expect(left.hashValue == right.hashValue) }
        }
        #expect(TripDate(year: 2027, month: 4, day: 14) != TripDate(year: 2027, month: 4, day: 14, time: (hour: 0, minute: 0)))
        #expect(TripDate(year: 2027, month: 4, day: 14) < TripDate(year: 2027, month: 4, day: 14, time: (hour: 0, minute: 0)))
        #expect(TripDate(year: 2027, month: 4, day: 14, time: (hour: 23, minute: 59)) < TripDate(year: 2027, month: 4, day: 15))
    }
}
