import Observation
import RoadbookContent
import Testing

@testable import RoadbookViewModels

@Suite struct PlaceModelTests {
    private let rome = Coordinates(latitude: 41.9, longitude: 12.5)

    @Test func aPageIsToldOfTheFieldsItReadAndOfNoOther() {
        let places = PlacesViewModel(places: [])
        let place = Place(id: "forum", name: "Forum", cityName: "Rome", coordinates: rome, description: "Old.")
        places.apply([place], sources: [:])
        let model = places.placeModels[0]
        let nameRead = Flag()
        withObservationTracking { _ = model.name } onChange: { nameRead.set() }
        let descriptionRead = Flag()
        withObservationTracking { _ = model.description } onChange: { descriptionRead.set() }
        let recordRead = Flag()
        withObservationTracking { _ = (model as any PlaceRecord).cityName } onChange: { recordRead.set() }

        places.apply([Place(id: "forum", name: "Forum", cityName: "Rome", coordinates: rome, description: "Older.")], sources: [:])
        #expect(descriptionRead.isSet && !nameRead.isSet && !recordRead.isSet)
        #expect(model.description == "Older." && places.placeModels[0] === model)

        places.apply([Place(id: "forum", name: "Forum Romanum", cityName: "Roma", coordinates: rome)], sources: [:])
        #expect(nameRead.isSet && recordRead.isSet)
        #expect(model.name == "Forum Romanum" && model.cityName == "Roma")
    }

    @Test func everyStoredFieldOfTheValuesIsObservedOnItsOwn() {
        let place = Place(id: "forum", name: "Forum", cityName: "Rome", coordinates: rome)
        #expect(PlaceModel.fields.count == Mirror(reflecting: place).children.count)
        // And the todo's `urlID`, what a link to it reads, apart from its other fields.
        #expect(TodoModel.fields.count == Mirror(reflecting: ItemModel(id: "pack", title: "Pack")).children.count + 1)
    }

    @Test func aFieldThePagesDoNotShowYetIsObservedToo() {
        let places = PlacesViewModel(places: [])
        places.apply([Place(id: "forum", name: "Forum", cityName: "Rome", coordinates: rome, weight: 1)], sources: [:])
        let model = places.placeModels[0]
        let weightRead = Flag()
        withObservationTracking { _ = model.weight } onChange: { weightRead.set() }
        places.apply([Place(id: "forum", name: "Forum", cityName: "Rome", coordinates: rome, weight: 2)], sources: [:])
        #expect(weightRead.isSet && model.weight == 2)
    }
}

@Suite struct TodoModelTests {
    @Test func togglingATodoTellsTheReadersOfItsCompletionOnly() {
        let list = ListViewModel(items: [])
        list.apply([ItemModel(id: "Pack", title: "Pack the bags")], sources: [:])
        let model = list.todoModels[0]
        #expect(model.urlID == "pack")
        let completionRead = Flag()
        withObservationTracking { _ = (model as any TodoRecord).isCompleted } onChange: { completionRead.set() }
        let titleRead = Flag()
        withObservationTracking { _ = model.title } onChange: { titleRead.set() }
        let urlIDRead = Flag()
        withObservationTracking { _ = model.urlID } onChange: { urlIDRead.set() }
        list.apply([ItemModel(id: "Pack", title: "Pack the bags", isCompleted: true)], sources: [:])
        #expect(completionRead.isSet && !titleRead.isSet && !urlIDRead.isSet && model.isCompleted)
    }
}
