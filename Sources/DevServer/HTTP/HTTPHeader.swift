/// One header field of a response.
public struct HTTPHeader: Sendable, Equatable {
    /// The field name (`Content-Type`).
    public let name: String
    /// The field value.
    public let value: String

    /// A field `name: value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
