import Mustache
import RoadbookContent

/// The trip on the home page: its dates and length, and what `trip.js` needs to say, on the visitor's day, "in 9
/// days", "day 3 of 12" or "ended" (progressive enhancement: without JavaScript only the dates show).
package struct HomeTripViewModel: TemplateModel, Hashable, Sendable {
    /// `"12 days · April 14 – 25, 2027"` (`trip.summary`).
    package let summary: String
    /// The itinerary's page.
    package let daysURL: String
    /// The first and last day, `YYYY-MM-DD`.
    package let startISO: String, endISO: String
    /// `"in {count} days"` in each plural form the language has (`trip.startsIn`), by CLDR category name.
    package let startsIn: [String: String]
    /// `"day {day} of {count}"` (`trip.dayOfTrip`).
    package let during: String
    /// `"The trip has ended"` (`trip.ended`).
    package let ended: String
    /// The script's URL.
    package let scriptURL: String

    /// The trip of `overview` for a home page `root` away from the site root, in `strings`' words.
    init(summary: String, daysURL: String, overview: TripOverview, strings: StringTable, root: String) {
        self.summary = summary
        self.daysURL = daysURL
        startISO = overview.start?.description ?? ""
        endISO = overview.end?.description ?? ""
        var forms: [String: String] = [:]
        if let message = strings.messages["trip.startsIn"] {
            for category in PluralCategory.allCases { forms[category.rawValue] = message.form(for: category) }
        }
        startsIn = forms
        during = strings.text("trip.dayOfTrip")
        ended = strings.text("trip.ended")
        scriptURL = root + "trip.js"
    }

    /// The fields as the templates name them; `startsIn` as `startsInOne`, `startsInFew`, … and `startsInOther`.
    package static let fields = TemplateFields<Self>(
        [
            .field("summary", \.summary),
            .field("daysURL", \.daysURL),
            .field("startISO", \.startISO),
            .field("endISO", \.endISO),
            .field("during", \.during),
            .field("ended", \.ended),
            .field("scriptURL", \.scriptURL),
        ]
            + PluralCategory.allCases.map { category in
                .field("startsIn" + category.rawValue.prefix(1).uppercased() + category.rawValue.dropFirst()) {
                    $0.startsIn[category.rawValue] ?? ""
                }
            })
}
