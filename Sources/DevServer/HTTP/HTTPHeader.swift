/// One header field of a response.
package struct HTTPHeader: Sendable, Equatable {
    /// The field name (`Content-Type`).
    package let name: String
    /// The field value.
    package let value: String

    /// A field `name: value`.
    package init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
