/// Decodes the items of a sequence in order.
struct YAMLUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: YAMLNodeDecoder
    let items: [YAMLNode]
    private(set) var currentIndex = 0

    init(decoder: YAMLNodeDecoder, items: [YAMLNode]) {
        self.decoder = decoder
        self.items = items
    }

    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private mutating func next() throws -> YAMLNodeDecoder {
        guard !isAtEnd else {
            throw YAMLDecodingFailure(message: "\(decoder.name(for: codingPath)) has too few items", location: decoder.location)
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], key: YAMLIndexKey(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].scalar?.isNull == true else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try T(from: next())
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try next().unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { try next() }
}
