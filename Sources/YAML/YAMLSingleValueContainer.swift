/// Decodes a scalar by the target type.
struct YAMLSingleValueContainer: SingleValueDecodingContainer {
    let decoder: YAMLNodeDecoder

    var codingPath: [any CodingKey] { decoder.codingPath }

    private func scalar(_ expected: String) throws -> YAMLScalar {
        guard case .scalar(let scalar) = decoder.node else {
            throw decoder.mismatch(expected, at: decoder.node, codingPath: codingPath)
        }
        return scalar
    }

    func decodeNil() -> Bool { decoder.node.scalar?.isNull ?? false }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard let value = try scalar("true or false").boolValue else {
            throw decoder.mismatch("true or false", at: decoder.node, codingPath: codingPath)
        }
        return value
    }

    func decode(_ type: String.Type) throws -> String {
        try scalar("text").value
    }

    func decode(_ type: Double.Type) throws -> Double {
        guard let value = try scalar("a number").doubleValue else {
            throw decoder.mismatch("a number", at: decoder.node, codingPath: codingPath)
        }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    func decode(_ type: Int.Type) throws -> Int {
        guard let value = try scalar("a whole number").integerValue else {
            throw decoder.mismatch("a whole number", at: decoder.node, codingPath: codingPath)
        }
        return value
    }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let value = try decode(Int.self)
        guard let converted = T(exactly: value) else {
            throw decoder.mismatch("a whole number from \(T.min) to \(T.max)", at: decoder.node, codingPath: codingPath)
        }
        return converted
    }

    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: decoder)
    }
}
