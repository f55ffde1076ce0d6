/// Turns any `Encodable` page view model into a ``MustacheValue``, so view models stay plain structs.
///
/// Optionals that are `nil` become ``MustacheValue/null`` with their key present (synthesised `Encodable`
/// conformances skip them otherwise), so strict mode can tell "empty" from "misspelt". `URL`s become their
/// absolute string, `Date`s an ISO 8601 string (UTC), other values what their `encode(to:)` writes.
public struct MustacheEncoder: Sendable {
    /// An encoder.
    public init() {}

    /// The value `value` encodes to.
    public func encode<T: Encodable>(_ value: T) throws -> MustacheValue {
        if let primitive = EncodingBox.primitive(value) { return primitive }
        let box = EncodingBox()
        try value.encode(to: ValueEncoder(box: box, codingPath: []))
        return box.value
    }
}
