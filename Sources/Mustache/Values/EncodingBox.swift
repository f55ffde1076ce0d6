import Foundation

/// One value being encoded: a scalar, a keyed or an unkeyed container, filled in by the containers.
final class EncodingBox {
    var single: MustacheValue?
    var keyed: [String: EncodingBox]?
    var unkeyed: [EncodingBox]?

    /// The finished value; a value that encoded nothing at all is an empty dictionary, as `JSONEncoder` does.
    var value: MustacheValue {
        if let single { return single }
        if let keyed { return .dictionary(keyed.mapValues(\.value)) }
        if let unkeyed { return .list(unkeyed.map(\.value)) }
        return .dictionary([:])
    }

    /// The value of standard types that are not encoded through their own `encode(to:)`.
    static func primitive(_ value: Any) -> MustacheValue? {
        switch value {
        case let value as String: return .string(value)
        case let value as Bool: return .bool(value)
        case let value as Int: return .int(value)
        case let value as Double: return .double(value)
        case let value as Float: return .double(Double("\(value)") ?? Double(value))
        case let value as Int8: return .int(Int(value))
        case let value as Int16: return .int(Int(value))
        case let value as Int32: return .int(Int(value))
        case let value as Int64: return .int(Int(value))
        case let value as UInt8: return .int(Int(value))
        case let value as UInt16: return .int(Int(value))
        case let value as UInt32: return .int(Int(value))
        case let value as UInt: return value <= UInt(Int.max) ? .int(Int(value)) : .double(Double(value))
        case let value as UInt64: return value <= UInt64(Int.max) ? .int(Int(value)) : .double(Double(value))
        case let value as URL: return .string(value.absoluteString)
        case let value as Date: return .string(value.formatted(.iso8601))
        case let value as Decimal: return .double(Double("\(value)") ?? 0)
        default: return nil
        }
    }

    /// Encodes `value` into this box.
    func store<T: Encodable>(_ value: T, codingPath: [any CodingKey]) throws {
        if let primitive = Self.primitive(value) {
            single = primitive
        } else {
            try value.encode(to: ValueEncoder(box: self, codingPath: codingPath))
        }
    }
}
