/// One place as a page reads it: each field of ``Place`` by its name (`place.name`, through
/// ``subscript(dynamicMember:)``), and where it comes from.
///
/// The fields are ``Place``'s, declared once there: ``LoadedItem`` reads them from a loaded value for
/// `roadbook generate`, and the live site's observable place reads them from the value it holds, telling who read
/// which field.
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
}

extension LoadedItem where Value == Place {
    /// ``Place/id``.
    package var id: String { value.id }
    /// ``Place/descriptionBody``.
    package var descriptionBody: PlaceDescription { value.descriptionBody }
}
