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

    /// The quick comparison an edit makes of every place sees a change to any one field (one variant per stored
    /// field of ``Place``: a field added to it fails here until it is compared).
    @Test func aPlaceDifferingInAnyOneFieldHasNotTheSameFields() {
        let base = Place(
            id: "forum", name: "Forum", cityName: "Rome", coordinates: rome, description: "Old.", imageNames: ["a"], link: nil,
            weight: 1, imageTexts: [], date: CalendarDate(year: 2027, month: 4, day: 14), time: nil, day: nil, track: nil)
        func variant(
            id: String = "forum", name: String = "Forum", city: String = "Rome", coordinates: Coordinates? = nil,
            description: String = "Old.", images: [String] = ["a"], texts: [ImageText] = [], link: String? = nil, weight: Int? = 1,
            date: CalendarDate? = CalendarDate(year: 2027, month: 4, day: 14), time: TimeOfDay? = nil, day: Int? = nil,
            track: String? = nil
        ) -> Place {
            Place(
                id: id, name: name, cityName: city, coordinates: coordinates ?? rome, description: description, imageNames: images,
                link: link, weight: weight, imageTexts: texts, date: date, time: time, day: day, track: track)
        }
        #expect(PlaceModel.hasSameFields(base, variant()))
        let variants = [
            variant(id: "forum-2"), variant(name: "Forum Romanum"), variant(city: "Roma"),
            variant(coordinates: Coordinates(latitude: 41.8, longitude: 12.5)), variant(description: "Older."),
            variant(images: ["b"]), variant(texts: [ImageText(alt: "Columns", caption: nil)]), variant(link: "https://example.org"),
            variant(weight: 2), variant(date: CalendarDate(year: 2027, month: 4, day: 15)), variant(time: TimeOfDay(hour: 9, minute: 30)),
            variant(day: 3), variant(track: "north"),
        ]
        #expect(variants.count == Mirror(reflecting: base).children.count)
        for (offset, changed) in variants.enumerated() {
            #expect(!PlaceModel.hasSameFields(base, changed), "variant \(offset)")
        }
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
