import Observation
import RoadbookContent
import Testing

@Suite struct LocationsViewModelTests {
    private func places(_ ids: [String]) -> [Location] {
        ids.map { Location(id: $0, name: $0.capitalized, cityName: "Rome", coordinates: Coordinates(latitude: 41.9, longitude: 12.5)) }
    }

    @Test func startsAtTheFirstPlace() {
        let model = LocationsViewModel(locations: places(["colosseum", "pantheon", "trevi"]))
        #expect(model.currentLocation?.id == "colosseum")
        #expect(model.positionText == "1 of 3")
    }

    @Test func nextWrapsFromTheLastToTheFirst() {
        let model = LocationsViewModel(locations: places(["colosseum", "pantheon", "trevi"]))
        model.showNext()
        #expect(model.currentLocation?.id == "pantheon")
        model.showNext()
        #expect(model.currentLocation?.id == "trevi")
        #expect(model.positionText == "3 of 3")
        model.showNext()
        #expect(model.currentLocation?.id == "colosseum")
    }

    @Test func previousWrapsFromTheFirstToTheLast() {
        let model = LocationsViewModel(locations: places(["colosseum", "pantheon", "trevi"]))
        model.showPrevious()
        #expect(model.currentLocation?.id == "trevi")
        model.showPrevious()
        #expect(model.currentLocation?.id == "pantheon")
    }

    @Test func nextAndPreviousOfAnyPlace() {
        let list = places(["a1", "b2", "c3", "d4"])
        let model = LocationsViewModel(locations: list)
        #expect(model.next(after: list[3])?.id == "a1")
        #expect(model.previous(before: list[0])?.id == "d4")
        #expect(model.next(after: list[1])?.id == "c3")
        #expect(model.previous(before: list[2])?.id == "b2")
        #expect(model.positionText(of: list[2]) == "3 of 4")
        let stranger = places(["zz"])[0]
        #expect(model.next(after: stranger) == nil)
        #expect(model.positionText(of: stranger) == nil)
    }

    @Test func neighboursGiveEveryPlacesPreviousAndNextOffset() {
        let model = LocationsViewModel(locations: places(["a1", "b2", "c3"]))
        #expect(model.neighbours == [
            NeighbourOffsets(previous: 2, next: 1), NeighbourOffsets(previous: 0, next: 2), NeighbourOffsets(previous: 1, next: 0),
        ])
        model.setLocations(places(["c3"]))
        #expect(model.neighbours == [NeighbourOffsets(previous: 0, next: 0)])
        #expect(model.next(after: model.locations[0])?.id == "c3")
        model.setLocations([])
        #expect(model.neighbours.isEmpty)
    }

    @Test func aSinglePlaceIsItsOwnNeighbour() {
        let model = LocationsViewModel(locations: places(["only"]))
        model.showNext()
        #expect(model.currentLocation?.id == "only")
        #expect(model.previous(before: model.locations[0])?.id == "only")
    }

    @Test func noPlacesMeansNoCurrentOneAndNoPosition() {
        let model = LocationsViewModel(locations: [])
        model.showNext()
        model.showPrevious()
        #expect(model.currentLocation == nil)
        #expect(model.positionText == "")
    }

    @Test func showJumpsToAPlaceInTheList() {
        let list = places(["a1", "b2", "c3"])
        let model = LocationsViewModel(locations: list)
        model.show(list[2])
        #expect(model.currentLocation?.id == "c3")
        model.show(places(["zz"])[0])
        #expect(model.currentLocation?.id == "c3")
        model.setLocations(places(["c3", "d4"]))
        #expect(model.currentLocation?.id == "c3")
        model.setLocations(places(["e5"]))
        #expect(model.currentLocation?.id == "e5")
    }

    @Test func observersOfTheCurrentPlaceAreToldOfNextButNotOfAnotherList() {
        let model = LocationsViewModel(locations: places(["a1", "b2"]))
        let currentChanged = Flag()
        withObservationTracking { _ = model.currentLocation } onChange: { currentChanged.set() }
        let listChanged = Flag()
        withObservationTracking { _ = model.locations } onChange: { listChanged.set() }
        model.showNext()
        #expect(currentChanged.isSet)
        #expect(!listChanged.isSet)
        model.setLocations(places(["b2", "c3"]))
        #expect(listChanged.isSet)
    }

    @Test func loadsFromADataSource() throws {
        let content = SiteContent(config: SiteConfig(title: "T"), locations: places(["x1", "y2"]))
        let model = try LocationsViewModel(dataSource: InMemoryContentDataSource(content: content))
        #expect(model.locations.map(\.id) == ["x1", "y2"])
    }
}
