import Observation
import RoadbookViewModels

/// The live places by offset in the list, one observable slot per offset: a page that shows the place at offset 4
/// reads slot 4, so when the order changes (a date or a weight edited) only the pages that show an offset whose
/// place changed are built again, not every page that shows a place. The array of slots is replaced only when the
/// number of places changes.
@Observable
final class PlaceSlots {
    /// The place at one offset.
    @Observable
    final class Slot {
        /// The place at this offset.
        private(set) var place: PlaceModel

        init(_ place: PlaceModel) {
            self.place = place
        }

        /// Takes `new` when it is another place.
        func set(_ new: PlaceModel) {
            if new !== place { place = new }
        }
    }

    /// One slot per place, in list order.
    private(set) var slots: [Slot] = []

    /// Takes `places` (list order): each slot whose place differs changes, and only those.
    func take(_ places: [PlaceModel]) {
        if slots.count != places.count {
            slots = places.indices.map { $0 < slots.count ? slots[$0] : Slot(places[$0]) }
        }
        for (slot, place) in zip(slots, places) { slot.set(place) }
    }
}
