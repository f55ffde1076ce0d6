import Observation
import RoadbookContent

/// The seed's statistics tab: figures about the same todos and places the other view models show, computed by the
/// value types of RoadbookContent (``TodoProgress``, ``CityCount/perCity(of:)``, ``CityGroup/groups(of:)``) and held
/// here so that a live page is told when a figure it read changes.
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
package final class StatisticsViewModel {
    /// The todo items the figures are about.
    package private(set) var todos: [ItemModel]
    /// The places the figures are about (not observed: pages read the figures).
    @ObservationIgnored package private(set) var places: [Place]

    /// How many todos there are and how many are done.
    package private(set) var progress: TodoProgress
    /// How many places there are.
    package private(set) var placeCount: Int
    /// Places per city, the most first, then by city name (ignoring case).
    package private(set) var placesPerCity: [CityCount]
    /// The cities in the order their first place appears, with their places (the city pages). Its readers may be
    /// told of a change after every read already gets it (``update(todos:places:tellingCityReadersLater:)``).
    package var cities: [CityGroup] {
        access(keyPath: \.cities)
        return untoldCities ?? toldCities
    }
    @ObservationIgnored private var toldCities: [CityGroup]
    /// The cities as they now are, when their readers are still to be told (``tellLateCityReaders()``).
    @ObservationIgnored private var untoldCities: [CityGroup]?

    /// Figures about `todos` and `places`.
    package init(todos: [ItemModel], places: [Place]) {
        self.todos = todos
        self.places = places
        progress = TodoProgress(todos: todos)
        placeCount = places.count
        placesPerCity = CityCount.perCity(of: places)
        toldCities = CityGroup.groups(of: places)
    }

    /// Replaces the data the figures are about. Each figure changes only when its value differs, so a view that
    /// read the number of places is not told about a change to a place's description. With
    /// `tellingCityReadersLater`, the readers of ``cities`` are told at ``tellLateCityReaders()`` (which runs
    /// first): a place moved in the list changes the places of many cities, and telling the city pages (hundreds
    /// of places read each) cancels large trackings.
    /// `citiesKept` promises that every place's city is the one at its offset in the last update (the caller knows
    /// which places changed, and how): they are not compared again. `countsKept` promises less: the same places, each
    /// in the city it was in, perhaps at another offset (a date moved one), so the number of places per city stays.
    package func update(
        todos: [ItemModel], places: [Place], tellingCityReadersLater: Bool = false, citiesKept: Bool = false,
        countsKept: Bool = false
    ) {
        tellLateCityReaders()
        if self.todos != todos {
            self.todos = todos
            let newProgress = TodoProgress(todos: todos)
            if progress != newProgress { progress = newProgress }
        }
        // The figures about places read their cities and order only: an edit of anything else (a description, a
        // date that keeps the order) leaves them, without grouping 10,000 places again.
        let sameCities = citiesKept || Self.sameCities(places, self.places)
        self.places = places
        if sameCities { return }
        if !countsKept {
            if placeCount != places.count { placeCount = places.count }
            let perCity = CityCount.perCity(of: places)
            if placesPerCity != perCity { placesPerCity = perCity }
        }
        let groups = CityGroup.groups(of: places)
        guard toldCities != groups else { return }
        if tellingCityReadersLater {
            untoldCities = groups
        } else {
            withMutation(keyPath: \.cities) { toldCities = groups }
        }
    }

    /// Whether `new` has the same number of places as `old` and the same city at each offset: compared field by
    /// field, not by copying 10,000 places to compare them.
    private static func sameCities(_ new: [Place], _ old: [Place]) -> Bool {
        guard new.count == old.count else { return false }
        for offset in new.indices where new[offset].cityName != old[offset].cityName { return false }
        return true
    }

    /// Whether the readers of ``cities`` are still to be told of a change.
    package var hasLateCityReaders: Bool { untoldCities != nil }

    /// Tells the readers of ``cities`` of the change they were not told of yet.
    package func tellLateCityReaders() {
        guard let untoldCities else { return }
        withMutation(keyPath: \.cities) {
            toldCities = untoldCities
            self.untoldCities = nil
        }
    }

    /// How many todo items there are.
    package var totalCount: Int { progress.totalCount }
    /// How many are done.
    package var completedCount: Int { progress.completedCount }
    /// How many are not done yet.
    package var pendingCount: Int { progress.pendingCount }
    /// Done divided by all, 0…1; 0 when the list is empty.
    package var completionRatio: Double { progress.completionRatio }
    /// The share of done todos in whole percent (``TodoProgress/completionPercent``).
    package var completionPercent: Int { progress.completionPercent }
    /// How many different cities they are in.
    package var cityCount: Int { placesPerCity.count }
}
