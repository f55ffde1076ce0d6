import Foundation
import RoadbookContent
import Testing

@testable import RoadbookPages

/// The days' dates put together from the pattern and names (``DayDateFormat``) are the formatter's own, day by day,
/// in each language of the site and in a few whose patterns it does not read (Persian digits, Arabic commas).
@Suite struct DayDateFormatTests {
    static func formatter(_ language: String, template: String) -> DateFormatter {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: language)
        formatter.setLocalizedDateFormatFromTemplate(template)
        return formatter
    }

    @Test(arguments: ["en", "uz", "az", "ru", "de", "fa", "ar"], ["yMMMMEEEEd", "MMMMEEEEd"])
    func everyDayOfTwoYearsIsWhatTheFormatterWrites(language: String, template: String) throws {
        let formatter = Self.formatter(language, template: template)
        let start = try #require(CalendarDate(year: 2027, month: 1, day: 1)).dayNumber
        let days = (start - 400..<start + 400).map { CalendarDate(dayNumber: $0) }
        let moments = days.map(TripPages.moment(of:))
        let written = moments.map(formatter.string(from:))
        if ["en", "uz", "az", "ru"].contains(language) {
            // The site's languages are read from their patterns, not handed back to the formatter.
            let format = try #require(DayDateFormat(formatter), "\(String(describing: formatter.dateFormat))")
            #expect(days.map(format.text(of:)) == written)
        }
        #expect(TripPages.texts(of: days, at: moments, formatter: formatter) == written)
    }
}
