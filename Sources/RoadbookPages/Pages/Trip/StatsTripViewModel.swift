import Mustache

/// The trip on the statistics page: the total distance (by tracks where there are, else straight lines), each day's
/// distance and places, and the longest day.
package struct StatsTripViewModel: MustacheRepresentable, Hashable, Sendable {
    /// One day's row.
    package struct Row: Hashable, Sendable {
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
    }

    /// `"1,204 km"`.
    package let totalDistanceText: String
    /// `"Longest day: Day 3 (212 km)"` (`trip.longestDay`); empty when no day moves.
    package let longestDayText: String
    /// The days.
    package let rows: [Row]

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary([
            "totalDistanceText": .string(totalDistanceText),
            "longestDayText": .string(longestDayText),
            "hasLongestDay": .bool(!longestDayText.isEmpty),
            "days": .list(rows.map { row in
                .dictionary([
                    "title": .string(row.title),
                    "url": .string(row.url),
                    "distanceText": .string(row.distanceText),
                    "hasDistance": .bool(!row.distanceText.isEmpty),
                    "placesText": .string(row.placesText),
                    "barPercent": .string(String(row.barPercent)),
                ])
            }),
        ])
    }
}
