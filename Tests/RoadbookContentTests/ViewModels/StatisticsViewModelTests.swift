import RoadbookContent
import Testing

@Suite struct StatisticsViewModelTests {
    private func todos(done: Int, pending: Int) -> [ItemModel] {
        (0..<done).map { ItemModel(id: "d\($0)", title: "Done \($0)", isCompleted: true) }
            + (0..<pending).map { ItemModel(id: "p\($0)", title: "Pending \($0)") }
    }

    private func place(_ id: String, _ city: String) -> Location {
        Location(id: id, name: id, cityName: city, coordinates: Coordinates(latitude: 0, longitude: 0))
    }

    @Test func countsAndRatio() {
        let model = StatisticsViewModel(todos: todos(done: 3, pending: 5), locations: [])
        #expect(model.totalCount == 8)
        #expect(model.completedCount == 3)
        #expect(model.pendingCount == 5)
        #expect(model.completionRatio == 0.375)
        #expect(model.completionPercent == 38)
    }

    @Test func anEmptyListIsZeroPercent() {
        let model = StatisticsViewModel(todos: [], locations: [])
        #expect(model.completionRatio == 0)
        #expect(model.completionPercent == 0)
        #expect(model.placesPerCity.isEmpty)
    }

    @Test func percentSaysHundredOnlyWhenAllAreDoneAndZeroOnlyWhenNoneAre() {
        #expect(StatisticsViewModel(todos: todos(done: 199, pending: 1), locations: []).completionPercent == 99)
        #expect(StatisticsViewModel(todos: todos(done: 1, pending: 199), locations: []).completionPercent == 1)
        #expect(StatisticsViewModel(todos: todos(done: 4, pending: 0), locations: []).completionPercent == 100)
        #expect(StatisticsViewModel(todos: todos(done: 0, pending: 4), locations: []).completionPercent == 0)
    }

    @Test func placesPerCitySortedByCountThenName() {
        let places = [
            place("a", "Rome"), place("b", "paris"), place("c", "Rome"), place("d", "Florence"),
            place("e", "Paris"), place("f", "Berlin"), place("g", "Paris"),
        ]
        let model = StatisticsViewModel(todos: [], locations: places)
        #expect(
            model.placesPerCity == [
                CityCount(city: "Paris", count: 2), CityCount(city: "Rome", count: 2),
                CityCount(city: "Berlin", count: 1), CityCount(city: "Florence", count: 1), CityCount(city: "paris", count: 1),
            ])
        #expect(model.placeCount == 7)
        #expect(model.cityCount == 5)
    }

    @Test func updateReplacesTheData() {
        let model = StatisticsViewModel(todos: [], locations: [])
        model.update(todos: todos(done: 1, pending: 1), locations: [place("a", "Rome")])
        #expect(model.completionPercent == 50)
        #expect(model.placesPerCity == [CityCount(city: "Rome", count: 1)])
    }
}
