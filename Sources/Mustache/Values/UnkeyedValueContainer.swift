/// The unkeyed container of ``ValueEncoder``: appends to a list.
struct UnkeyedValueContainer: UnkeyedEncodingContainer {
    let box: EncodingBox
    let codingPath: [any CodingKey]
    var count: Int { box.unkeyed?.count ?? 0 }

    private func append() -> EncodingBox {
        let child = EncodingBox()
        box.unkeyed?.append(child)
        return child
    }

    private var nextPath: [any CodingKey] { codingPath + [IndexKey(intValue: count)] }

    mutating func encodeNil() throws { append().single = .null }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let path = nextPath
        try append().store(value, codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath
        return ValueEncoder(box: append(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        return ValueEncoder(box: append(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        return ValueEncoder(box: append(), codingPath: path)
    }
}
