/// The single-value container of ``ValueEncoder``.
struct SingleValueContainer: SingleValueEncodingContainer {
    let box: EncodingBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.single = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try box.store(value, codingPath: codingPath) }
}
