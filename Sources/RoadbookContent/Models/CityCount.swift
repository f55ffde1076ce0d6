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

    /// How many places each city of `places` has, the most first, then by city name (ignoring case, then as
    /// written): the statistics page's table.
    package static func perCity(of places: [Place]) -> [CityCount] {
        var counts: [String: Int] = [:]
        // By index: `for place in places` copied each place whole (every field retained) to read its city.
        for index in places.indices {
            counts[places[index].cityName, default: 0] += 1
        }
        return counts.map { CityCount(city: $0.key, count: $0.value) }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            let (left, right) = (a.city.lowercased(), b.city.lowercased())
            return left != right ? left < right : a.city < b.city
        }
    }
}
