import Observation
import RoadbookContent
import Testing

@testable import RoadbookViewModels

@Suite struct BulkReadsTests {
    private let rome = Coordinates(latitude: 41.9, longitude: 12.5)

    private func places(_ count: Int, renaming renamed: Int? = nil) -> [Place] {
        (0..<count).map { Place(id: "p\($0)", name: $0 == renamed ? "Renamed" : "P\($0)", cityName: "Rome", coordinates: rome) }
    }

    @Test func aJobReadsItsFirstItemsOneByOneAndTheRestInBulk() {
        #expect(!BulkReads.countRead() && !BulkReads.isBulk, "outside a job every read is one by one")
        let reads = BulkReads.counting(oneByOne: 3) { (0..<5).map { _ in BulkReads.countRead() } }
        #expect(reads == [false, false, false, true, true])
        #expect(!BulkReads.isBulk, "the next job starts one by one again")
    }

    @Test func aJobThatReadsInBulkIsToldOfAChangeToAPlaceItReadInBulk() {
        let model = PlacesViewModel(places: [])
        model.apply(places(6), sources: [:])
        let models = model.placeModels
        let told = Flag()
        withObservationTracking {
            BulkReads.counting(oneByOne: 2) {
                for place in models {
                    BulkReads.countRead()
                    _ = place.name
                }
            }
        } onChange: {
            told.set()
        }
        model.apply(places(6, renaming: 5), sources: [:])
        #expect(told.isSet && models[5].name == "Renamed")
    }

    @Test func aJobThatReadsFewPlacesIsToldOnlyOfThoseItRead() {
        let model = PlacesViewModel(places: [])
        model.apply(places(6), sources: [:])
        let models = model.placeModels
        let told = Flag()
        withObservationTracking {
            BulkReads.counting(oneByOne: 2) {
                for place in models.prefix(2) {
                    BulkReads.countRead()
                    _ = place.name
                }
            }
        } onChange: {
            told.set()
        }
        model.apply(places(6, renaming: 5), sources: [:])
        #expect(!told.isSet)
        model.apply(places(6, renaming: 1), sources: [:])
        #expect(told.isSet)
    }
}
