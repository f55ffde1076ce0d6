import Diagnostics
import Observation

/// The seed's `LocationsViewModel`: the places in list order and the one being shown, with next and previous
/// that wrap around (the last place's next is the first, as `nextButtonPressed` does).
///
/// Not bound to the main actor: create and use it from one thread or task at a time.
@Observable
public final class LocationsViewModel {
    /// The places, in the order the list page shows them.
    public private(set) var locations: [Location] {
        didSet { order = WrappingOrder(keys: locations.map(\.id)) }
    }
    /// The place being shown (the seed's `mapLocation`); `nil` only when there are no places.
    public private(set) var currentLocation: Location?

    /// The places as observable objects, one per place, in list order: what a live site's pages read, so that a
    /// page depends on the fields of the places it shows and not on the others. Replaced only when the order of
    /// ids changes; see ``apply(_:sources:)``.
    public private(set) var places: [PlaceModel] = []

    /// Each place's offset by id and its neighbours, the same rule as the todo list's.
    @ObservationIgnored private var order: WrappingOrder

    /// A view model over `locations`, showing the first.
    public init(locations: [Location]) {
        self.locations = locations
        self.currentLocation = locations.first
        self.order = WrappingOrder(keys: locations.map(\.id))
    }

    /// A view model over the data source's places, showing the first.
    public convenience init(dataSource: any ContentDataSource) throws(DiagnosticList) {
        self.init(locations: try dataSource.loadSite().locations)
    }

    /// Replaces the places; keeps showing the current one if it is still there, else shows the first.
    public func setLocations(_ newLocations: [Location]) {
        locations = newLocations
        if let current = currentLocation, let kept = newLocations.first(where: { $0 == current }) {
            currentLocation = kept
        } else {
            currentLocation = newLocations.first
        }
    }

    /// Takes `newLocations` (in list order) as the live places: an existing place object (same id) takes the
    /// fields that differ, a new id gets a new object, and ``places`` is replaced only when the order of ids changed.
    public func apply(_ newLocations: [Location], sources: [String: ItemSource]) {
        var existing: [String: PlaceModel] = [:]
        for place in places { existing[place.id] = place }
        var updated: [PlaceModel] = []
        updated.reserveCapacity(newLocations.count)
        var changed = newLocations.count != locations.count
        for location in newLocations {
            if let place = existing[location.id] {
                changed = place.update(location, source: sources[location.id]) || changed
                updated.append(place)
            } else {
                updated.append(PlaceModel(location, source: sources[location.id]))
                changed = true
            }
        }
        if updated.count != places.count || zip(updated, places).contains(where: { $0 !== $1 }) { places = updated }
        if changed || zip(newLocations, locations).contains(where: { $0.id != $1.id || $0.weight != $1.weight }) {
            setLocations(newLocations)
        }
    }

    /// Shows `location` (the seed's `showNextLocation(location:)`); ignored when it is not in the list.
    public func show(_ location: Location) {
        guard let match = locations.first(where: { $0 == location }) else { return }
        currentLocation = match
    }

    /// Shows the next place, wrapping from the last to the first (the seed's `nextButtonPressed`).
    public func showNext() {
        guard let current = currentLocation else { return }
        currentLocation = next(after: current)
    }

    /// Shows the previous place, wrapping from the first to the last.
    public func showPrevious() {
        guard let current = currentLocation else { return }
        currentLocation = previous(before: current)
    }

    /// The place after `location`, wrapping around (with one place, itself); `nil` when it is not in the list.
    public func next(after location: Location) -> Location? {
        order.neighbours(ofKey: location.id).map { locations[$0.next] }
    }

    /// The place before `location`, wrapping around (with one place, itself); `nil` when it is not in the list.
    public func previous(before location: Location) -> Location? {
        order.neighbours(ofKey: location.id).map { locations[$0.previous] }
    }

    /// The 0-based offset of `location` in the list.
    public func index(of location: Location) -> Int? {
        order.offset(of: location.id)
    }

    /// The offsets of every place's previous and next place (``next(after:)``, ``previous(before:)``), in list
    /// order: what the pager of each place's page links to.
    public var neighbours: [NeighbourOffsets] {
        locations.indices.map(order.neighbours(ofOffset:))
    }

    /// Where `location` stands, as people count: "3 of 12"; `nil` when it is not in the list.
    public func positionText(of location: Location) -> String? {
        index(of: location).map { "\($0 + 1) of \(locations.count)" }
    }

    /// Where the current place stands: "3 of 12"; empty when there are no places.
    public var positionText: String {
        currentLocation.flatMap(positionText(of:)) ?? ""
    }
}
