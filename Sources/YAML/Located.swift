import Diagnostics

/// A decoded value together with where its node starts in the file, for validation messages after decoding.
package struct Located<Value: Decodable & Sendable>: Decodable, Sendable {
    /// The value.
    package let value: Value
    /// Where its node starts; an empty path when it was not decoded from YAML.
    package let location: SourceLocation

    /// Wraps a value and its location.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }

    /// Decodes the value and records its node's position.
    package init(from decoder: any Decoder) throws {
        location = YAMLDecoder.location(of: decoder) ?? SourceLocation(path: "")
        value = try Value(from: decoder)
    }
}

extension Located: Equatable where Value: Equatable {}
extension Located: Hashable where Value: Hashable {}
