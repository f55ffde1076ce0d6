/// How many places one city has, for the statistics page.
package struct CityCount: Hashable, Sendable, Codable {
    /// The city's name as the places give it.
    package let city: String
    /// How many places are in it.
    package let count: Int

    /// Creates a row.
    package init(city: String, count: Int) {
        self.city = city
        self.count = count
    }

    /// This city's share of `total` places, in whole percent rounded half up; 0 when there are none.
    package func sharePercent(of total: Int) -> Int {
        total > 0 ? (count * 200 + total) / (2 * total) : 0
    }
}
