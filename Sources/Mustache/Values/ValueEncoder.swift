/// The `Encoder` that ``MustacheEncoder`` hands to `encode(to:)`; it fills one ``EncodingBox``.
struct ValueEncoder: Encoder {
    let box: EncodingBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.keyed == nil { box.keyed = [:] }
        return KeyedEncodingContainer(KeyedValueContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.unkeyed == nil { box.unkeyed = [] }
        return UnkeyedValueContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(box: box, codingPath: codingPath)
    }
}
