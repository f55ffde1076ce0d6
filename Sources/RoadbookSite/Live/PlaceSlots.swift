import Observation
import RoadbookViewModels

/// The live places by offset in the list, one observable slot per offset: a page that shows the place at offset 4
/// reads slot 4, so when the order changes (a date or a weight edited) only the pages that show an offset whose
/// place changed are built again, not every page that shows a place. The array of slots is replaced only when the
/// number of places changes. A job that reads in bulk (``BulkReads``) reads ``arrangement`` instead of each slot.
///
/// A slot may take its new place before its readers are told (``take(_:tellingNow:)``): every read from then on gets
/// the new place, and the pages that read the slot before are told at ``tellLateReaders()``. Telling them cancels
/// their trackings, which at 10,000 places (a date moves a place past the others of its day, and the city pages read
/// hundreds of slots each) was a third of the time before a date edit's page was served.
@Observable
final class PlaceSlots {
    /// The place at one offset.
    @Observable
    final class Slot {
        /// The place at this offset, as its readers were last told.
        private(set) var place: PlaceModel
        /// The place this slot took without telling its readers yet (``PlaceSlots/tellLateReaders()``).
        @ObservationIgnored private var untold: PlaceModel?

        init(_ place: PlaceModel) {
            self.place = place
        }

        /// The place at this offset, its reader told when it changes.
        var current: PlaceModel {
            let told = place
            return untold ?? told
        }

        /// The place at this offset, its reader not told when it changes.
        var unobservedPlace: PlaceModel { untold ?? _place }

        /// Takes `new` when it is another place, telling the readers now or, unless `tellingNow`, at ``tellLate()``;
        /// whether it was another place.
        func set(_ new: PlaceModel, tellingNow: Bool) -> Bool {
            guard new !== unobservedPlace else { return false }
            if tellingNow {
                untold = nil
                place = new
            } else {
                untold = new
            }
            return true
        }

        /// Whether this slot took a place without telling its readers yet.
        var hasUntoldPlace: Bool { untold != nil }

        /// Tells the readers of the place taken without telling them; whether there was one.
        func tellLate() -> Bool {
            guard let untold else { return false }
            self.untold = nil
            if untold !== place { place = untold }
            return true
        }
    }

    /// One slot per place, in list order.
    private(set) var slots: [Slot] = []
    /// Changes whenever a slot takes another place: what a job that reads in bulk observes instead of each slot.
    private(set) var arrangement = 0
    /// The offsets of the slots that took a place without telling their readers.
    @ObservationIgnored private var untold: [Int] = []

    /// Takes `places` (list order): each slot whose place differs changes, and only those. The readers of the slots at
    /// `tellingNow` (nil: all) are told now, the others at ``tellLateReaders()``, which runs first.
    func take(_ places: [PlaceModel], tellingNow: Set<Int>? = nil) {
        tellLateReaders()
        if slots.count != places.count {
            slots = places.indices.map { $0 < slots.count ? slots[$0] : Slot(places[$0]) }
        }
        var told = false
        for (offset, (slot, place)) in zip(slots, places).enumerated() {
            let now = tellingNow?.contains(offset) ?? true
            guard slot.set(place, tellingNow: now) else { continue }
            if now { told = true } else { untold.append(offset) }
        }
        if told { arrangement &+= 1 }
    }

    /// Whether the slot at `offset` took a place without telling its readers yet.
    func tookAnotherPlaceUntold(_ offset: Int) -> Bool {
        offset < slots.count && slots[offset].hasUntoldPlace
    }

    /// Whether some slots took a place without telling their readers yet.
    var hasLateReaders: Bool { !untold.isEmpty }

    /// Tells the readers of the slots that took a place without telling them (and the jobs that read in bulk).
    func tellLateReaders() {
        guard !untold.isEmpty else { return }
        for offset in untold where offset < slots.count { _ = slots[offset].tellLate() }
        untold = []
        arrangement &+= 1
    }

    /// The place at `offset`, read by a job that reads in bulk (`inBulk`: its reader is told when any slot changes)
    /// or one by one (when this slot does).
    func place(at offset: Int, inBulk: Bool) -> PlaceModel {
        guard inBulk else { return slots[offset].current }
        _ = arrangement
        return slots[offset].unobservedPlace
    }
}
