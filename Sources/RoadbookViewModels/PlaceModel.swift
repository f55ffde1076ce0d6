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

    /// A model of `place`.
    package init(_ place: Place, source: ItemSource?) {
        id = place.id
        name = place.name
        cityName = place.cityName
        coordinates = place.coordinates
        description = place.description
        imageNames = place.imageNames
        imageTexts = place.imageTexts
        link = place.link
        self.source = source
        neighbours = NeighbourOffsets(previous: 0, next: 0)
        nearby = []
    }

    /// Takes the fields of `place` that differ; returns whether any did.
    @discardableResult
    func update(_ place: Place, source: ItemSource?) -> Bool {
        var changed = false
        if name != place.name { (name, changed) = (place.name, true) }
        if cityName != place.cityName { (cityName, changed) = (place.cityName, true) }
        if coordinates != place.coordinates { (coordinates, changed) = (place.coordinates, true) }
        if description != place.description { (description, changed) = (place.description, true) }
        if imageNames != place.imageNames { (imageNames, changed) = (place.imageNames, true) }
        if imageTexts != place.imageTexts { (imageTexts, changed) = (place.imageTexts, true) }
        if link != place.link { (link, changed) = (place.link, true) }
        if self.source != source { self.source = source }
        return changed
    }

    /// Takes the derived values that differ.
    package func update(neighbours: NeighbourOffsets, nearby: [Int]?) {
        if self.neighbours != neighbours { self.neighbours = neighbours }
        if let nearby, self.nearby != nearby { self.nearby = nearby }
    }
}
