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

    /// With the ids of the places that changed, only those are compared: the named place takes its new name, a place
    /// not named keeps its object and its value (the caller promised it is the same), and a new order is still seen.
    @Test func onlyThePlacesNamedAsChangedAreCompared() {
        let model = PlacesViewModel(places: [])
        model.apply(places(["a1", "b2", "c3"]), sources: [:])
        let objects = model.placeModels
        var renamed = places(["a1", "b2", "c3"])
        renamed[0] = Place(id: "a1", name: "Renamed", cityName: "Rome", coordinates: renamed[0].coordinates)
        renamed[2] = Place(id: "c3", name: "Not compared", cityName: "Rome", coordinates: renamed[2].coordinates)
        model.apply(renamed, sources: [:], changedIDs: ["a1"])
        #expect(model.placeModels.map(\.name) == ["Renamed", "B2", "C3"])
        #expect(zip(model.placeModels, objects).allSatisfy { $0 === $1 })
        let listChanged = Flag()
        withObservationTracking { _ = model.places } onChange: { listChanged.set() }
        model.apply([renamed[1], renamed[0], renamed[2]], sources: [:], changedIDs: [])
        #expect(listChanged.isSet && model.placeModels.map(\.id) == ["b2", "a1", "c3"])
        #expect(model.neighbours[1] == NeighbourOffsets(previous: 0, next: 2))
    }

    /// The offsets whose place object changed: none for the same places, the run between the first and the last
    /// moved one, and to the end of the longer list when places came or went at the end.
    @Test func theOffsetsWhosePlaceChangedAreKnown() {
        let model = PlacesViewModel(places: [])
        model.apply(places(["a1", "b2", "c3", "d4"]), sources: [:])
        #expect(model.movedOffsets == 0..<4)
        model.apply(places(["a1", "b2", "c3", "d4"]), sources: [:])
        #expect(model.movedOffsets.isEmpty)
        model.apply(places(["a1", "c3", "b2", "d4"]), sources: [:])
        #expect(model.movedOffsets == 1..<3)
        model.apply(places(["a1", "c3"]), sources: [:])
        #expect(model.movedOffsets == 2..<4 && model.placeModels.count == 2)
        model.apply(places(["a1", "c3", "e5"]), sources: [:])
        #expect(model.movedOffsets == 2..<3)
    }

    /// A moved place keeps its object wherever it goes (forward, backward, to either end), and a new id in the middle
    /// gets a new one: the objects are looked up by id only between the first and the last offset whose id changed.
    @Test func movedPlacesKeepTheirObjectsWhereverTheyGo() {
        let ids = ["a1", "b2", "c3", "d4", "e5", "f6"]
        let model = PlacesViewModel(places: [])
        model.apply(places(ids), sources: [:])
        let objects = Dictionary(uniqueKeysWithValues: model.placeModels.map { ($0.id, $0) })
        let orders = [
            ["a1", "c3", "d4", "b2", "e5", "f6"], ["a1", "e5", "b2", "c3", "d4", "f6"], ["f6", "a1", "b2", "c3", "d4", "e5"],
            ["b2", "c3", "d4", "e5", "f6", "a1"], ["a1", "b2", "c3", "d4", "f6", "e5"], ids,
        ]
        for order in orders {
            model.apply(places(order), sources: [:], changedIDs: [])
            #expect(model.placeModels.map(\.id) == order)
            #expect(model.placeModels.allSatisfy { $0 === objects[$0.id] })
        }
        model.apply(places(["a1", "b2", "x9", "d4", "e5", "f6"]), sources: [:])
        #expect(model.placeModels[2].id == "x9" && objects["x9"] == nil)
        #expect(model.placeModels.enumerated().allSatisfy { $0.offset == 2 || $0.element === objects[$0.element.id] })
        model.apply(places(["a1", "d4", "b2", "e5"]), sources: [:])
        #expect(model.placeModels.map(\.id) == ["a1", "d4", "b2", "e5"])
        #expect(model.placeModels.allSatisfy { $0 === objects[$0.id] })
        #expect(model.neighbours == [
            NeighbourOffsets(previous: 3, next: 1), NeighbourOffsets(previous: 0, next: 2), NeighbourOffsets(previous: 1, next: 3),
            NeighbourOffsets(previous: 2, next: 0),
        ])
    }
}
