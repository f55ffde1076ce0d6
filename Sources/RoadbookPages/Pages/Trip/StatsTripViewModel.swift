import Mustache

/// The trip on the statistics page: the total distance (by tracks where there are, else straight lines), each day's
/// distance and places, and the longest day.
package struct StatsTripViewModel: TemplateModel, Hashable, Sendable {
    /// One day's row.
    package struct Row: TemplateModel, Hashable, Sendable {
        /// `"Day 3"`.
        package let title: String
        /// The day's page.
        package let url: String
        /// `"84 km"`, or empty when the day moves nowhere.
        package let distanceText: String
        /// `"3 places"`; `"Free day"` (`trip.freeDay`) for a day without places, as the itinerary says it.
        package let placesText: String
        /// The day's distance as a share of the longest day's, 0…100.
        package let barPercent: Int

        /// The fields as the templates name them.
        package static let fields = TemplateFields<Self>([
            .field("title", \.title),
            .field("url", \.url),
            .field("distanceText", \.distanceText),
            .field("hasDistance") { !$0.distanceText.isEmpty },
            .field("placesText", \.placesText),
            .field("barPercent") { String($0.barPercent) },
        ])
    }

    /// `"1,204 km"`.
    package let totalDistanceText: String
    /// `"Longest day: Day 3 (212 km)"` (`trip.longestDay`); empty when no day moves.
    package let longestDayText: String
    /// The days.
    package let rows: [Row]

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("totalDistanceText", \.totalDistanceText),
        .field("longestDayText", \.longestDayText),
        .field("hasLongestDay") { !$0.longestDayText.isEmpty },
        .field("days", \.rows),
    ])
}
