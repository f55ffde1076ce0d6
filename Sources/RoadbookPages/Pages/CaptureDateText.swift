import Foundation
import RoadbookContent
import RoadbookImages

/// A photo's capture date as its caption shows it: the calendar day in the site's language ("12 May 2024",
/// "12 мая 2024 г."), from the CLDR data of the toolchain's Foundation, and as `YYYY-MM-DD` for `<time datetime>`.
/// The camera's clock has no time zone, so the day is taken as written, never shifted.
enum CaptureDateText {
    /// The day of `details` in `language` (a BCP 47 tag, `site.yaml`'s `language`); nil without a valid date.
    static func text(of details: ImageDetails, language: String) -> (text: String, iso: String)? {
        guard let day = details.captureDay else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day, hour: 12)),
            calendar.component(.day, from: date) == day.day
        else { return nil }
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = Locale(identifier: language)
        formatter.setLocalizedDateFormatFromTemplate("yMMMMd")
        let iso = String(format: "%04d-%02d-%02d", day.year, day.month, day.day)
        return (formatter.string(from: date), iso)
    }
}
