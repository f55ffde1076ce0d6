import Observation

/// The seed's statistics tab: figures about the same todos and places the other view models show.
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
public final class StatisticsViewModel {
    /// The todo items the figures are about.
    public private(set) var todos: [ItemModel]
    /// The places the figures are about.
    public private(set) var locations: [Location]

    /// Figures about `todos` and `locations`.
    public init(todos: [ItemModel], locations: [Location]) {
        self.todos = todos
        self.locations = locations
    }

    /// Replaces the data the figures are about.
    public func update(todos: [ItemModel], locations: [Location]) {
        self.todos = todos
        self.locations = locations
    }

    /// How many todo items there are.
    public var totalCount: Int { todos.count }

    /// How many are done.
    public var completedCount: Int { todos.count(where: \.isCompleted) }

    /// How many are not done yet.
    public var pendingCount: Int { totalCount - completedCount }

    /// Done divided by all, 0…1; 0 when the list is empty.
    public var completionRatio: Double {
        totalCount == 0 ? 0 : Double(completedCount) / Double(totalCount)
    }

    /// The ratio as a whole percentage, rounded, but 100 only when everything is done and 0 only when nothing
    /// is (199 of 200 is 99, not 100).
    public var completionPercent: Int {
        let rounded = Int((completionRatio * 100).rounded())
        if completedCount == totalCount { return totalCount == 0 ? 0 : 100 }
        if completedCount == 0 { return 0 }
        return min(max(rounded, 1), 99)
    }

    /// How many places there are.
    public var placeCount: Int { locations.count }

    /// How many different cities they are in.
    public var cityCount: Int { placesPerCity.count }

    /// Places per city, the most first, then by city name (ignoring case).
    public var placesPerCity: [CityCount] {
        var counts: [String: Int] = [:]
        for location in locations {
            counts[location.cityName, default: 0] += 1
        }
        return counts.map { CityCount(city: $0.key, count: $0.value) }.sorted { a, b in
            if a.count != b.count { return a.count > b.count }
            let (left, right) = (a.city.lowercased(), b.city.lowercased())
            return left != right ? left < right : a.city < b.city
        }
    }
}
