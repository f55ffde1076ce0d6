import Observation
import RoadbookContent

/// One place of the live site: an observable object per place that holds the loaded ``Place`` and tells who read
/// which of its fields, so a page that reads this place's name does not depend on another place's name, nor on
/// this place's description.
///
/// A field changes for its readers only when its value differs (an assignment of the same value would mark readers
/// dirty).
@Observable
@dynamicMemberLookup
package final class PlaceModel: PlaceRecord {
    /// The place as last loaded, unobserved: pages read it field by field (``subscript(dynamicMember:)``); this
    /// module's bookkeeping reads it whole.
    @ObservationIgnored private(set) var place: Place
    package private(set) var source: ItemSource?
    /// The offsets of the place before and after this one in the list, wrapping around.
    package private(set) var neighbours: NeighbourOffsets
    /// The offsets of the places on this place's map, nearest first.
    package private(set) var nearby: [Int]

    /// A model of `place`.
    package init(_ place: Place, source: ItemSource?) {
        self.place = place
        self.source = source
        neighbours = NeighbourOffsets(previous: 0, next: 0)
        nearby = []
    }

    /// Every stored field of ``Place``, each observed on its own.
    static let fields = ObservedFields(
        of: \PlaceModel.place, \.id, \.name, \.cityName, \.coordinates, \.description, \.imageNames, \.imageTexts, \.link,
        \.weight, \.date, \.time, \.day, \.track)

    /// The place's id, unobserved: a model holds one id for its life (``PlacesViewModel`` makes a new model for
    /// another id), and the path of every page reads it, 10,000 tracked reads at every edit.
    package var id: String { place.id }

    /// The holder of the place's description, unobserved: it only names the description (``PlaceRecord``); a page
    /// reads the description itself through ``subscript(dynamicMember:)``, observed.
    package var descriptionBody: PlaceDescription { place.descriptionBody }

    /// The field of the place at `field`, its readers tracked for that field alone.
    package subscript<Value>(dynamicMember field: KeyPath<Place, Value>) -> Value {
        Self.fields.access(field, of: self, registrar: _$observationRegistrar)
        return place[keyPath: field]
    }

    /// Takes `new` (a place with the same id) and its source, telling the readers of each field that differs;
    /// returns whether any did.
    @discardableResult
    func update(_ new: Place, source: ItemSource?) -> Bool {
        let changed =
            !Self.hasSameFields(place, new)
            && Self.fields.replace(place, with: new, in: self, registrar: _$observationRegistrar) { place = new }
        if self.source != source { self.source = source }
        return changed
    }

    /// Whether every stored field of `old` equals `new`'s, compared directly: an edit hands every place but the
    /// edited one back as it was, and comparing 10,000 places through ``fields``' key paths (a generic projection
    /// and type metadata looked up per field) was a tenth of an edit's time. A test checks that it looks at every
    /// field.
    static func hasSameFields(_ old: Place, _ new: Place) -> Bool {
        old.id == new.id && old.name == new.name && old.cityName == new.cityName && old.coordinates == new.coordinates
            && old.description == new.description && old.imageNames == new.imageNames && old.imageTexts == new.imageTexts
            && old.link == new.link && old.weight == new.weight && old.date == new.date && old.time == new.time
            && old.day == new.day && old.track == new.track
    }

    /// Takes the derived values that differ.
    package func update(neighbours: NeighbourOffsets, nearby: [Int]?) {
        if self.neighbours != neighbours { self.neighbours = neighbours }
        if let nearby, self.nearby != nearby { self.nearby = nearby }
    }
}
