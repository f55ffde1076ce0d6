/// One place as a page reads it: each field of ``Place`` by its name (`place.name`), and where it comes from.
///
/// The fields are ``Place``'s: ``LoadedItem`` reads them from a loaded value for `roadbook generate`, and the live
/// site's observable place reads them from the value it holds, telling who read which field. Each stored field is
/// also a requirement of its own, read by a direct call: through ``subscript(dynamicMember:)``, every read applied a
/// key path of a generic type (about 600 instructions; the pages of 2,000 places read 136,000 fields). The subscript
/// stays for what is not listed (``Place/description``, a field added later).
@dynamicMemberLookup
package protocol PlaceRecord {
    /// The field of ``Place`` at `field`.
    subscript<Value>(dynamicMember field: KeyPath<Place, Value>) -> Value { get }
    /// Where it comes from, for diagnostics.
    var source: ItemSource? { get }
    /// ``Place/id``, read apart from the other fields: a record never changes its id (the live site gives another
    /// id another record), so reading it needs no tracking, and every page's path reads it.
    var id: String { get }
    /// ``Place/descriptionBody``, read apart from the other fields: it only names the description (the exports' text
    /// of it is kept by it, ``PlaceDescription``); whoever reads the description itself reads ``Place/description``.
    var descriptionBody: PlaceDescription { get }
    /// ``Place/name``.
    var name: String { get }
    /// ``Place/cityName``.
    var cityName: String { get }
    /// ``Place/coordinates``.
    var coordinates: Coordinates { get }
    /// ``Place/imageNames``.
    var imageNames: [String] { get }
    /// ``Place/imageTexts``.
    var imageTexts: [ImageText] { get }
    /// ``Place/link``.
    var link: String? { get }
    /// ``Place/weight``.
    var weight: Int? { get }
    /// ``Place/date``.
    var date: CalendarDate? { get }
    /// ``Place/time``.
    var time: TimeOfDay? { get }
    /// ``Place/day``.
    var day: Int? { get }
    /// ``Place/track``.
    var track: String? { get }
}

extension LoadedItem where Value == Place {
    /// ``Place/id``.
    package var id: String { value.id }
    /// ``Place/descriptionBody``.
    package var descriptionBody: PlaceDescription { value.descriptionBody }
    package var name: String { value.name }
    package var cityName: String { value.cityName }
    package var coordinates: Coordinates { value.coordinates }
    package var imageNames: [String] { value.imageNames }
    package var imageTexts: [ImageText] { value.imageTexts }
    package var link: String? { value.link }
    package var weight: Int? { value.weight }
    package var date: CalendarDate? { value.date }
    package var time: TimeOfDay? { value.time }
    package var day: Int? { value.day }
    package var track: String? { value.track }
}
