import Observation
import RoadbookContent
import RoadbookViewModels
import Testing

@Suite struct StatisticsViewModelTests {
    private func todos(done: Int, pending: Int) -> [ItemModel] {
        (0..<done).map { ItemModel(id: "d\($0)", title: "Done \($0)", isCompleted: true) }
            + (0..<pending).map { ItemModel(id: "p\($0)", title: "Pending \($0)") }
    }

    private func place(_ id: String, _ city: String) -> Place {
        Place(id: id, name: id, cityName: city, coordinates: Coordinates(latitude: 0, longitude: 0))
    }

    @Test func theFiguresAreThoseOfTheValueTypes() {
        let (items, places) = (todos(done: 3, pending: 5), [place("a", "Rome"), place("b", "Pisa"), place("c", "Rome")])
        let model = StatisticsViewModel(todos: items, places: places)
        #expect(model.progress == TodoProgress(todos: items))
        #expect(model.totalCount == 8 && model.completedCount == 3 && model.pendingCount == 5 && model.completionPercent == 38)
        #expect(model.placesPerCity == CityCount.perCity(of: places) && model.cityCount == 2 && model.placeCount == 3)
        #expect(model.cities == CityGroup.groups(of: places))
    }

    @Test func observersOfAFigureAreToldWhenItChangesAndOnlyThen() {
        let model = StatisticsViewModel(todos: todos(done: 1, pending: 1), places: [place("a", "Rome")])
        let completedChanged = Flag()
        withObservationTracking { _ = model.completionPercent } onChange: { completedChanged.set() }
        let citiesChanged = Flag()
        withObservationTracking { _ = model.placesPerCity } onChange: { citiesChanged.set() }
        let moved = Place(id: "a", name: "A", cityName: "Rome", coordinates: Coordinates(latitude: 1, longitude: 1))
        model.update(todos: todos(done: 2, pending: 0), places: [moved])
        #expect(completedChanged.isSet)
        #expect(!citiesChanged.isSet)
    }

    /// With `citiesKept` (the caller knows no place changed city or moved) the cities are not compared nor grouped
    /// again; without it a changed city is seen.
    @Test func citiesKeptAreNotComparedAgain() {
        let model = StatisticsViewModel(todos: [], places: [place("a", "Rome"), place("b", "Pisa")])
        model.update(todos: [], places: [place("a", "Rome"), place("b", "Rome")], citiesKept: true)
        #expect(model.cityCount == 2)
        model.update(todos: [], places: [place("a", "Pisa"), place("b", "Rome")])
        #expect(model.cities.map(\.name) == ["Pisa", "Rome"])
    }

    /// With `countsKept` (the same places in the same cities, one moved) the cities are grouped again in the new
    /// order, and the counts per city, which the move cannot change, are not counted again.
    @Test func countsKeptAreNotCountedAgainButTheCitiesRegrouped() {
        let model = StatisticsViewModel(todos: [], places: [place("a", "Rome"), place("b", "Pisa")])
        model.update(todos: [], places: [place("b", "Pisa"), place("a", "Pisa")], countsKept: true)
        #expect(model.cities.map(\.name) == ["Pisa"])
        #expect(model.placesPerCity == CityCount.perCity(of: [place("a", "Rome"), place("b", "Pisa")]))
    }

    /// A place moved in the list changes the cities' places: taken with the city pages told later, every read gets
    /// the new cities at once, and a page that read them before is told only at `tellLateCityReaders()`.
    @Test func citiesTakenWithTheirReadersToldLaterAreReadAtOnce() {
        let before = [place("a", "Rome"), place("b", "Pisa"), place("c", "Rome")]
        let model = StatisticsViewModel(todos: [], places: before)
        let citiesChanged = Flag()
        withObservationTracking { _ = model.cities } onChange: { citiesChanged.set() }
        let after = [before[1], before[0], before[2]]
        model.update(todos: [], places: after, tellingCityReadersLater: true)
        #expect(model.cities == CityGroup.groups(of: after) && model.cities != CityGroup.groups(of: before))
        #expect(!citiesChanged.isSet && model.hasLateCityReaders)
        model.tellLateCityReaders()
        #expect(citiesChanged.isSet && !model.hasLateCityReaders)
        #expect(model.cities == CityGroup.groups(of: after))
    }

    /// The cities come in the order of their first place, each with its places' offsets in list order, and slugs
    /// that are unique: a second city of the same slug takes `-2`, a name without letters that fold to ASCII `city`.
    @Test func citiesAreGroupedInTheOrderOfTheirFirstPlaceWithUniqueSlugs() {
        let places = [
            place("a", "São Paulo"), place("b", "Pisa"), place("c", "Sao Paulo"), place("d", "São Paulo"), place("e", "東京"),
            place("f", "Pisa"), place("g", "大阪"), place("h", "Sao Paulo"),
        ]
        let model = StatisticsViewModel(todos: [], places: [])
        model.update(todos: [], places: places)
        #expect(model.cities.map(\.name) == ["São Paulo", "Pisa", "Sao Paulo", "東京", "大阪"])
        #expect(model.cities.map(\.slug) == ["sao-paulo", "pisa", "sao-paulo-2", "city", "city-2"])
        #expect(model.cities.map(\.placeOffsets) == [[0, 3], [1, 5], [2, 7], [4], [6]])
    }

    @Test func updateReplacesTheData() {
        let model = StatisticsViewModel(todos: [], places: [])
        model.update(todos: todos(done: 1, pending: 1), places: [place("a", "Rome")])
        #expect(model.completionPercent == 50)
        #expect(model.placesPerCity == [CityCount(city: "Rome", count: 1)])
    }
}
