import Observation
import RoadbookContent

/// The places of a live site in list order, each place's neighbours wrapping around (the last place's next is the
/// first, as the seed's `nextButtonPressed` does).
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
package final class PlacesViewModel {
    /// The places, in the order the list page shows them. Its readers are told when the order of ids changes (places
    /// are equal by id), and only then: set without comparing 10,000 places at every edit.
    package var places: [Place] {
        access(keyPath: \.places)
        return storedPlaces
    }
    @ObservationIgnored private var storedPlaces: [Place]
    /// The places as observable objects, one per place, in list order: what a live site's pages read, so that a
    /// page depends on the fields of the places it shows and not on the others. Replaced only when the order of
    /// ids changes; see ``apply(_:sources:)``.
    package private(set) var placeModels: [PlaceModel] = []

    /// The offsets whose object the last apply changed (a place came, went or moved there); empty when none did. A
    /// page's path reads its place's id only, which an object keeps for its life: the place pages' paths outside these
    /// offsets are the last apply's.
    @ObservationIgnored package private(set) var movedOffsets: Range<Int> = 0..<0

    /// A view model over `places`.
    package init(places: [Place]) {
        self.storedPlaces = places
    }

    /// Takes `newPlaces` (in list order) as the live places: an existing place object (same id) takes the
    /// fields that differ, a new id gets a new object, and ``placeModels`` is replaced only when the order of ids changed.
    /// `changedIDs` promises that every other place is the value it was at the last apply (perhaps at another offset):
    /// only those are compared (comparing 10,000 places, each copied to be compared, was a quarter of a date edit's
    /// time before its page).
    package func apply(_ newPlaces: [Place], sources: [String: ItemSource], changedIDs: [String]? = nil) {
        // The objects by id, made only when a place is not where it was, and only of the objects between the first
        // and the last offset whose id changed: hashing 10,000 ids at a date edit, which moves one place past the
        // others of its day, was a tenth of the time before its page.
        let current = placeModels
        var existing: [String: PlaceModel]?
        var updated: [PlaceModel] = []
        updated.reserveCapacity(newPlaces.count)
        var changed = newPlaces.count != storedPlaces.count
        // By offset, each place read in the array and not copied out of it.
        for offset in newPlaces.indices {
            let id = newPlaces[offset].id
            let model: PlaceModel?
            if offset < current.count, current[offset].id == id {
                model = current[offset]
            } else {
                if existing == nil { existing = Self.objectsByID(current, from: offset, newPlaces) }
                model = existing?[id]
            }
            if let place = model {
                if changedIDs?.contains(id) ?? true { changed = place.update(newPlaces[offset], source: sources[id]) || changed }
                updated.append(place)
            } else {
                updated.append(PlaceModel(newPlaces[offset], source: sources[id]))
                changed = true
            }
        }
        // One object per id for its life: the same objects in the same order are the same ids in the same order.
        movedOffsets = Self.offsetsOfOtherObjects(updated, current)
        let reordered = !movedOffsets.isEmpty
        if reordered { placeModels = updated }
        if reordered, !Self.sameIDs(newPlaces, storedPlaces) {
            withMutation(keyPath: \.places) { storedPlaces = newPlaces }
        } else if changed {
            storedPlaces = newPlaces
        }
    }

    /// How many places at the end of `new` have the id of the object at the same offset of `old` (of the same count).
    private static func sameIDsAtEnd(_ new: [Place], _ old: [PlaceModel]) -> Int {
        var kept = 0
        while kept < new.count, new[new.count - 1 - kept].id == old[old.count - 1 - kept].id { kept += 1 }
        return kept
    }

    /// The objects of `current` that `newPlaces` may hold elsewhere, by id (the last of an id that comes twice): those
    /// from `first`, the first offset whose id changed, to the last (with the same count, the ids after it are where
    /// they were).
    private static func objectsByID(_ current: [PlaceModel], from first: Int, _ newPlaces: [Place]) -> [String: PlaceModel] {
        let end = current.count - (newPlaces.count == current.count ? sameIDsAtEnd(newPlaces, current) : 0)
        return Dictionary(current[min(first, end)..<end].map { ($0.id, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// The offsets from the first to the last at which `new` holds another object than `old` (to the end of the longer
    /// when their counts differ); empty when they hold the same objects.
    private static func offsetsOfOtherObjects(_ new: [PlaceModel], _ old: [PlaceModel]) -> Range<Int> {
        let common = min(new.count, old.count)
        var low = 0
        while low < common, new[low] === old[low] { low += 1 }
        guard new.count == old.count else { return low..<max(new.count, old.count) }
        var high = new.count
        while high > low, new[high - 1] === old[high - 1] { high -= 1 }
        return low..<high
    }

    /// Whether `a` and `b` hold the same ids in the same order, each read in its array.
    private static func sameIDs(_ a: [Place], _ b: [Place]) -> Bool {
        guard a.count == b.count else { return false }
        for offset in a.indices where a[offset].id != b[offset].id { return false }
        return true
    }

    /// The offsets of every place's previous and next place, wrapping around (with one place, itself), in list
    /// order: what the pager of each place's page links to. They depend on the number of places only, so a move
    /// does not hash the 10,000 ids again (``WrappingOrder``'s rule).
    package var neighbours: [NeighbourOffsets] {
        WrappingOrder.allNeighbours(count: storedPlaces.count)
    }
}
