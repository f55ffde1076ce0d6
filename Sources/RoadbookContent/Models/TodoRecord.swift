/// One todo as a page reads it: each field of ``ItemModel`` by its name (`todo.title`, `todo.urlID`, through
/// ``subscript(dynamicMember:)``), and where it comes from.
///
/// The fields are ``ItemModel``'s, declared once there: ``LoadedItem`` reads them from a loaded value for
/// `roadbook generate`, and the live site's observable todo reads them from the value it holds, telling who read
/// which field.
@dynamicMemberLookup
package protocol TodoRecord {
    /// The field of ``ItemModel`` at `field`.
    subscript<Value>(dynamicMember field: KeyPath<ItemModel, Value>) -> Value { get }
    /// Where it comes from, for diagnostics.
    var source: ItemSource? { get }
}
