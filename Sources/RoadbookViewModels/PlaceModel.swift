import Observation
import RoadbookContent

/// One place of the live site: an observable object per place, so a page that reads this place's name does not
/// depend on another place's name, nor on this place's description.
///
/// Its fields change only when the value differs (an assignment of the same value would mark readers dirty).
@Observable
package final class PlaceModel: PlaceRecord {
    package private(set) var id: String
    package private(set) var name: String
    package private(set) var cityName: String
    package private(set) var coordinates: Coordinates
    package private(set) var description: String
    package private(set) var imageNames: [String]
    package private(set) var imageTexts: [ImageText]
    package private(set) var link: String?
    package private(set) var source: ItemSource?
    /// The offsets of the place before and after this one in the list, wrapping around.
    package private(set) var neighbours: NeighbourOffsets
    /// The offsets of the places on this place's map, nearest first.
    package private(set) var nearby: [Int]

    /// A model of `location`.
    package init(_ location: Place, source: ItemSource?) {
        id = location.id
        name = location.name
        cityName = location.cityName
        coordinates = location.coordinates
        description = location.description
        imageNames = location.imageNames
        imageTexts = location.imageTexts
        link = location.link
        self.source = source
        neighbours = NeighbourOffsets(previous: 0, next: 0)
        nearby = []
    }

    /// Takes the fields of `location` that differ; returns whether any did.
    @discardableResult
    func update(_ location: Place, source: ItemSource?) -> Bool {
        var changed = false
        if name != location.name { (name, changed) = (location.name, true) }
        if cityName != location.cityName { (cityName, changed) = (location.cityName, true) }
        if coordinates != location.coordinates { (coordinates, changed) = (location.coordinates, true) }
        if description != location.description { (description, changed) = (location.description, true) }
        if imageNames != location.imageNames { (imageNames, changed) = (location.imageNames, true) }
        if imageTexts != location.imageTexts { (imageTexts, changed) = (location.imageTexts, true) }
        if link != location.link { (link, changed) = (location.link, true) }
        if self.source != source { self.source = source }
        return changed
    }

    /// Takes the derived values that differ.
    package func update(neighbours: NeighbourOffsets, nearby: [Int]?) {
        if self.neighbours != neighbours { self.neighbours = neighbours }
        if let nearby, self.nearby != nearby { self.nearby = nearby }
    }
}
