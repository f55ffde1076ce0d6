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

    @Test func countsAndRatio() {
        let model = StatisticsViewModel(todos: todos(done: 3, pending: 5), places: [])
        #expect(model.totalCount == 8)
        #expect(model.completedCount == 3)
        #expect(model.pendingCount == 5)
        #expect(model.completionRatio == 0.375)
        #expect(model.completionPercent == 38)
    }

    @Test func anEmptyListIsZeroPercent() {
        let model = StatisticsViewModel(todos: [], places: [])
        #expect(model.completionRatio == 0)
        #expect(model.completionPercent == 0)
        #expect(model.placesPerCity.isEmpty)
    }

    struct PercentCase: Sendable, CustomTestStringConvertible {
        let done: Int
        let pending: Int
        let percent: Int
        var testDescription: String { "\(done) of \(done + pending) done is \(percent)%" }
    }

    /// The edges a reader checks: never 100 while a todo is open, never 0 once one is done; else rounded half up.
    static let percentCases: [PercentCase] = [
        PercentCase(done: 0, pending: 0, percent: 0),
        PercentCase(done: 0, pending: 4, percent: 0),
        PercentCase(done: 1, pending: 999, percent: 1),
        PercentCase(done: 999, pending: 1, percent: 99),
        PercentCase(done: 4, pending: 0, percent: 100),
        PercentCase(done: 1, pending: 0, percent: 100),
        PercentCase(done: 199, pending: 1, percent: 99),
        PercentCase(done: 1, pending: 199, percent: 1),
        PercentCase(done: 2, pending: 1, percent: 67),
        PercentCase(done: 1, pending: 2, percent: 33),
        PercentCase(done: 4, pending: 9, percent: 31),
        PercentCase(done: 29, pending: 171, percent: 15),
        PercentCase(done: 1, pending: 1, percent: 50),
    ]

    @Test(arguments: percentCases)
    func completionPercent(_ testCase: PercentCase) {
        let model = StatisticsViewModel(todos: todos(done: testCase.done, pending: testCase.pending), places: [])
        #expect(model.completionPercent == testCase.percent)
    }

    @Test func placesPerCitySortedByCountThenName() {
        let places = [
            place("a", "Rome"), place("b", "paris"), place("c", "Rome"), place("d", "Florence"),
            place("e", "Paris"), place("f", "Berlin"), place("g", "Paris"),
        ]
        let model = StatisticsViewModel(todos: [], places: places)
        #expect(
            model.placesPerCity == [
                CityCount(city: "Paris", count: 2), CityCount(city: "Rome", count: 2),
                CityCount(city: "Berlin", count: 1), CityCount(city: "Florence", count: 1), CityCount(city: "paris", count: 1),
            ])
        #expect(model.placeCount == 7)
        #expect(model.cityCount == 5)
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

    @Test func updateReplacesTheData() {
        let model = StatisticsViewModel(todos: [], places: [])
        model.update(todos: todos(done: 1, pending: 1), places: [place("a", "Rome")])
        #expect(model.completionPercent == 50)
        #expect(model.placesPerCity == [CityCount(city: "Rome", count: 1)])
    }

    /// A city's share of the places, in whole percent rounded half up, as the statistics page shows it.
    @Test(arguments: [(1, 8, 13), (1, 3, 33), (2, 3, 67), (3, 3, 100), (0, 5, 0), (1, 0, 0), (29, 200, 15), (1, 200, 1)])
    func aCitysShareIsRoundedHalfUp(count: Int, total: Int, percent: Int) {
        #expect(CityCount(city: "Rome", count: count).sharePercent(of: total) == percent)
    }
}
