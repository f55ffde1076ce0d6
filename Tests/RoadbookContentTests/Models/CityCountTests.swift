import RoadbookContent
import Testing

@Suite struct CityCountTests {
    private func place(_ id: String, _ city: String) -> Place {
        Place(id: id, name: id, cityName: city, coordinates: Coordinates(latitude: 0, longitude: 0))
    }

    @Test func placesPerCitySortedByCountThenName() {
        let places = [
            place("a", "Rome"), place("b", "paris"), place("c", "Rome"), place("d", "Florence"),
            place("e", "Paris"), place("f", "Berlin"), place("g", "Paris"),
        ]
        #expect(
            CityCount.perCity(of: places) == [
                CityCount(city: "Paris", count: 2), CityCount(city: "Rome", count: 2),
                CityCount(city: "Berlin", count: 1), CityCount(city: "Florence", count: 1), CityCount(city: "paris", count: 1),
            ])
    }

    /// A city's share of the places, in whole percent rounded half up, as the statistics page shows it.
    @Test(arguments: [(1, 8, 13), (1, 3, 33), (2, 3, 67), (3, 3, 100), (0, 5, 0), (1, 0, 0), (29, 200, 15), (1, 200, 1)])
    func aCitysShareIsRoundedHalfUp(count: Int, total: Int, percent: Int) {
        #expect(CityCount(city: "Rome", count: count).sharePercent(of: total) == percent)
    }
}
