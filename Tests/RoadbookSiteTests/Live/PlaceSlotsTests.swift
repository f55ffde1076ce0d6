import Observation
import RoadbookContent
import RoadbookViewModels
import Synchronization
import Testing
@testable import RoadbookSite

/// The slots of the live places: a slot that takes another place tells its readers now or, for the slots of the
/// pages not built first, later; every read gets the new place at once.
@Suite struct PlaceSlotsTests {
    private static func models(_ ids: [String]) -> [PlaceModel] {
        ids.map { PlaceModel(Place(id: $0, name: $0, cityName: "Rome", coordinates: Coordinates(latitude: 0, longitude: 0)), source: nil) }
    }

    /// Whether reading slot `offset` (one by one) is told of a change before `change` returns.
    private static func isTold(_ slots: PlaceSlots, offset: Int, during change: () -> Void) -> Bool {
        let told = Told()
        withObservationTracking { _ = slots.place(at: offset, inBulk: false) } onChange: { told.set() }
        change()
        return told.isSet
    }

    @Test func aSlotToldLaterIsReadAtOnceAndItsReadersToldAtTheEnd() {
        let (a, b, c) = Self.models(["a", "b", "c"]).splat
        let slots = PlaceSlots()
        slots.take([a, b, c])
        let toldLate = Told()
        withObservationTracking { _ = slots.place(at: 0, inBulk: false) } onChange: { toldLate.set() }
        // b moves before a: slot 1 (the page built first) is told now, slot 0 later.
        #expect(Self.isTold(slots, offset: 1) { slots.take([b, a, c], tellingNow: [1]) })
        #expect(!toldLate.isSet && slots.hasLateReaders)
        #expect(slots.place(at: 0, inBulk: false) === b && slots.place(at: 0, inBulk: true) === b)
        slots.tellLateReaders()
        #expect(toldLate.isSet && !slots.hasLateReaders)
        #expect(slots.place(at: 0, inBulk: false) === b && slots.place(at: 1, inBulk: false) === a)
    }

    @Test func aReaderOfAnUntoldSlotIsToldWhenItsReadersAre() {
        let (a, b, c) = Self.models(["a", "b", "c"]).splat
        let slots = PlaceSlots()
        slots.take([a, b, c])
        slots.take([c, b, a], tellingNow: [])
        // Read after the take: it got the new place, and is told (to be built again) with the others.
        #expect(Self.isTold(slots, offset: 2) { slots.tellLateReaders() })
        // Without late telling, every slot's readers are told at once; the next take first tells the late ones.
        #expect(Self.isTold(slots, offset: 0) { slots.take([a, b, c]) })
        slots.take([c, b, a], tellingNow: [])
        #expect(Self.isTold(slots, offset: 0) { slots.take([c, b, a]) })
        #expect(!slots.hasLateReaders)
    }
}

/// Whether an observation callback ran; set from any thread.
private final class Told: Sendable {
    private let value = Atomic(false)
    func set() { value.store(true, ordering: .sequentiallyConsistent) }
    var isSet: Bool { value.load(ordering: .sequentiallyConsistent) }
}

extension Array {
    fileprivate var splat: (Element, Element, Element) { (self[0], self[1], self[2]) }
}
