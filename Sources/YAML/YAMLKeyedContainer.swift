import Diagnostics

/// Decodes the values of a mapping by key.
struct YAMLKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: YAMLNodeDecoder
    let values: [String: YAMLNode]
    let allKeys: [Key]

    init(decoder: YAMLNodeDecoder, pairs: [YAMLPair]) {
        self.decoder = decoder
        var values: [String: YAMLNode] = [:]
        var keys: [Key] = []
        for pair in pairs {
            guard let name = pair.key.scalar?.value else { continue }
            values[name] = pair.value
            if let key = Key(stringValue: name) { keys.append(key) }
        }
        self.values = values
        self.allKeys = keys
    }

    var codingPath: [any CodingKey] { decoder.codingPath }

    func contains(_ key: Key) -> Bool { values[key.stringValue] != nil }

    private func node(_ key: Key) throws -> YAMLNode {
        guard let node = values[key.stringValue] else {
            throw YAMLDecodingFailure(message: "missing key '\(key.stringValue)'", location: decoder.location)
        }
        return node
    }

    private func child(_ key: Key) throws -> YAMLNodeDecoder {
        decoder.child(try node(key), key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let node = values[key.stringValue] else { return true }
        return node.scalar?.isNull ?? false
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        let child = try child(key)
        if case .scalar(let scalar) = child.node, scalar.isNull, !(T.self is String.Type) {
            throw YAMLDecodingFailure(message: "'\(key.stringValue)' has no value", location: child.location)
        }
        return try T(from: child)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try child(key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}
