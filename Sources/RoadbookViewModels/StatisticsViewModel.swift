import Observation
import RoadbookContent

/// The seed's statistics tab: figures about the same todos and places the other view models show.
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
package final class StatisticsViewModel {
    /// The todo items the figures are about.
    package private(set) var todos: [ItemModel]
    /// The places the figures are about.
    package private(set) var places: [Place]

    /// How many todo items there are.
    package private(set) var totalCount: Int
    /// How many are done.
    package private(set) var completedCount: Int
    /// How many places there are.
    package private(set) var placeCount: Int
    /// Places per city, the most first, then by city name (ignoring case).
    package private(set) var placesPerCity: [CityCount]
    /// The cities in the order their first place appears, with their places (the city pages).
    package private(set) var cities: [CityGroup]

    /// Figures about `todos` and `places`.
    package init(todos: [ItemModel], places: [Place]) {
        self.todos = todos
        self.places = places
        totalCount = todos.count
        completedCount = todos.count(where: \.isCompleted)
        placeCount = places.count
        placesPerCity = Self.placesPerCity(places)
        cities = CityGroup.groups(of: places)
    }

    /// Replaces the data the figures are about. Each figure changes only when its value differs, so a view that
    /// read the number of places is not told about a change to a place's description.
    package func update(todos: [ItemModel], places: [Place]) {
        if self.todos != todos {
            self.todos = todos
            let completed = todos.count(where: \.isCompleted)
            if totalCount != todos.count { totalCount = todos.count }
            if completedCount != completed { completedCount = completed }
        }
        self.places = places
        if placeCount != places.count { placeCount = places.count }
        let perCity = Self.placesPerCity(places)
        if placesPerCity != perCity { placesPerCity = perCity }
        let groups = CityGroup.groups(of: places)
        if cities != groups { cities = groups }
    }

    /// How many are not done yet.
    package var pendingCount: Int { totalCount - completedCount }

    /// Done divided by all, 0…1; 0 when the list is empty.
    package var completionRatio: Double {
        totalCount == 0 ? 0 : Double(completedCount) / Double(totalCount)
    }

    /// The share of done todos in whole percent, the one figure every page shows: rounded to the nearest (half
    /// up), but 100 only when everything is done and 0 only when nothing is, so it never says "100%" while a todo
    /// is open nor "0%" when one is done (999 of 1,000 is 99, 1 of 1,000 is 1; an empty list is 0).
    package var completionPercent: Int {
        if completedCount == 0 || totalCount == 0 { return 0 }
        if completedCount == totalCount { return 100 }
        // In whole numbers, so that 29 of 200 (14.5) rounds up as people do, where 0.145 * 100 in floating point
        // would not.
        let rounded = (completedCount * 200 + totalCount) / (totalCount * 2)
        return min(max(rounded, 1), 99)
    }

    /// How many different cities they are in.
    package var cityCount: Int { placesPerCity.count }

    private static func placesPerCity(_ places: [Place]) -> [CityCount] {
        var counts: [String: Int] = [:]
        for place in places {
            counts[place.cityName, default: 0] += 1
        }
        return counts.map { CityCount(city: $0.key, count: $0.value) }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            let (left, right) = (a.city.lowercased(), b.city.lowercased())
            return left != right ? left < right : a.city < b.city
        }
    }
}
