import Observation
import RoadbookContent

/// The places of a live site in list order, each place's neighbours wrapping around (the last place's next is the
/// first, as the seed's `nextButtonPressed` does).
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
package final class LocationsViewModel {
    /// The places, in the order the list page shows them.
    package private(set) var locations: [Place] {
        didSet { order = WrappingOrder(keys: locations.map(\.id)) }
    }
    /// The places as observable objects, one per place, in list order: what a live site's pages read, so that a
    /// page depends on the fields of the places it shows and not on the others. Replaced only when the order of
    /// ids changes; see ``apply(_:sources:)``.
    package private(set) var places: [PlaceModel] = []

    /// Each place's offset by id and its neighbours, the same rule as the todo list's.
    @ObservationIgnored private var order: WrappingOrder

    /// A view model over `locations`.
    package init(locations: [Place]) {
        self.locations = locations
        self.order = WrappingOrder(keys: locations.map(\.id))
    }

    /// Takes `newLocations` (in list order) as the live places: an existing place object (same id) takes the
    /// fields that differ, a new id gets a new object, and ``places`` is replaced only when the order of ids changed.
    package func apply(_ newLocations: [Place], sources: [String: ItemSource]) {
        // The objects by id, made only when a place is not where it was: hashing 10,000 ids at every edit was
        // not free.
        let current = places
        var existing: [String: PlaceModel]?
        var updated: [PlaceModel] = []
        updated.reserveCapacity(newLocations.count)
        var changed = newLocations.count != locations.count
        for (offset, location) in newLocations.enumerated() {
            let model: PlaceModel?
            if offset < current.count, current[offset].id == location.id {
                model = current[offset]
            } else {
                if existing == nil { existing = Dictionary(current.map { ($0.id, $0) }, uniquingKeysWith: { _, last in last }) }
                model = existing?[location.id]
            }
            if let place = model {
                changed = place.update(location, source: sources[location.id]) || changed
                updated.append(place)
            } else {
                updated.append(PlaceModel(location, source: sources[location.id]))
                changed = true
            }
        }
        if updated.count != places.count || zip(updated, places).contains(where: { $0 !== $1 }) { places = updated }
        if changed || zip(newLocations, locations).contains(where: { $0.id != $1.id || $0.weight != $1.weight }) {
            locations = newLocations
        }
    }

    /// The offsets of every place's previous and next place, wrapping around (with one place, itself), in list
    /// order: what the pager of each place's page links to.
    package var neighbours: [NeighbourOffsets] {
        locations.indices.map(order.neighbours(ofOffset:))
    }
}
