import Observation
import RoadbookContent
import RoadbookViewModels
import Testing

@Suite struct PlacesViewModelTests {
    private func places(_ ids: [String]) -> [Place] {
        ids.map { Place(id: $0, name: $0.capitalized, cityName: "Rome", coordinates: Coordinates(latitude: 41.9, longitude: 12.5)) }
    }

    @Test func neighboursGiveEveryPlacesPreviousAndNextOffset() {
        let model = PlacesViewModel(places: places(["a1", "b2", "c3"]))
        #expect(model.neighbours == [
            NeighbourOffsets(previous: 2, next: 1), NeighbourOffsets(previous: 0, next: 2), NeighbourOffsets(previous: 1, next: 0),
        ])
        model.apply(places(["c3"]), sources: [:])
        #expect(model.neighbours == [NeighbourOffsets(previous: 0, next: 0)])
        model.apply([], sources: [:])
        #expect(model.neighbours.isEmpty)
    }

    @Test func observersOfTheListAreToldOfAnotherOrderButNotOfTheSameOne() {
        let model = PlacesViewModel(places: [])
        model.apply(places(["a1", "b2"]), sources: [:])
        let listChanged = Flag()
        withObservationTracking { _ = model.places } onChange: { listChanged.set() }
        model.apply(places(["a1", "b2"]), sources: [:])
        #expect(!listChanged.isSet)
        model.apply(places(["b2", "a1"]), sources: [:])
        #expect(listChanged.isSet)
    }
}
