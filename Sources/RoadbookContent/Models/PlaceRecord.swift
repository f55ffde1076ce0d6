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
}

extension LoadedItem where Value == Place {
    /// ``Place/id``.
    package var id: String { value.id }
}
