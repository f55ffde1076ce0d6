/// Named values a template looks up one name at a time, instead of a dictionary filled in before rendering.
///
/// A page view model with thirty fields, of which its template reads a dozen, need not build, hash and free a
/// dictionary of thirty entries: it hands the renderer an object that answers for the names asked. A class, so that
/// ``MustacheValue/object(_:)`` stays as small as the other cases (a reference, not a copy of the fields).
public protocol MustacheObject: AnyObject, Sendable {
    /// The value named `key`; `nil` when the object has no such name.
    func value(forKey key: String) -> MustacheValue?
    /// Every name the object has: for ``MustacheValue/jsonText`` and for strict mode's suggestions.
    var keys: [String] { get }
}
