import Observation
import RoadbookViewModels

/// The live places by offset in the list, one observable slot per offset: a page that shows the place at offset 4
/// reads slot 4, so when the order changes (a date or a weight edited) only the pages that show an offset whose
/// place changed are built again, not every page that shows a place. The array of slots is replaced only when the
/// number of places changes. A job that reads in bulk (``BulkReads``) reads ``arrangement`` instead of each slot.
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

        /// The place at this offset, its reader not told when it changes.
        var unobservedPlace: PlaceModel { _place }

        /// Takes `new` when it is another place; whether it was.
        func set(_ new: PlaceModel) -> Bool {
            guard new !== place else { return false }
            place = new
            return true
        }
    }

    /// One slot per place, in list order.
    private(set) var slots: [Slot] = []
    /// Changes whenever a slot takes another place: what a job that reads in bulk observes instead of each slot.
    private(set) var arrangement = 0

    /// Takes `places` (list order): each slot whose place differs changes, and only those.
    func take(_ places: [PlaceModel]) {
        if slots.count != places.count {
            slots = places.indices.map { $0 < slots.count ? slots[$0] : Slot(places[$0]) }
        }
        var changed = false
        for (slot, place) in zip(slots, places) where slot.set(place) { changed = true }
        if changed { arrangement &+= 1 }
    }

    /// The place at `offset`, read by a job that reads in bulk (`inBulk`: its reader is told when any slot changes)
    /// or one by one (when this slot does).
    func place(at offset: Int, inBulk: Bool) -> PlaceModel {
        guard inBulk else { return slots[offset].place }
        _ = arrangement
        return slots[offset].unobservedPlace
    }
}
