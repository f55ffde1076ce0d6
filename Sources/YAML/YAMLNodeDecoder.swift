import Diagnostics

/// The `Decoder` over one node.
final class YAMLNodeDecoder: Decoder {
    let node: YAMLNode
    let path: String
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(node: YAMLNode, path: String, codingPath: [any CodingKey]) {
        self.node = node
        self.path = path
        self.codingPath = codingPath
    }

    var location: SourceLocation { location(of: node) }

    func location(of node: YAMLNode) -> SourceLocation {
        SourceLocation(path: path, line: node.span.start.line, column: node.span.start.column)
    }

    /// "'isCompleted'", or "the value" at the top, or "item 3 of 'imageNames'".
    func name(for codingPath: [any CodingKey]) -> String {
        guard let last = codingPath.last else { return "the document" }
        if let index = last.intValue {
            let owner = codingPath.dropLast().last.map { "'\($0.stringValue)'" } ?? "the list"
            return "item \(index + 1) of \(owner)"
        }
        return "'\(last.stringValue)'"
    }

    func mismatch(_ expected: String, at node: YAMLNode, codingPath: [any CodingKey]) -> YAMLDecodingFailure {
        YAMLDecodingFailure(
            message: "\(name(for: codingPath)) must be \(expected), not \(node.kindDescription)",
            location: location(of: node))
    }

    func child(_ node: YAMLNode, key: any CodingKey) -> YAMLNodeDecoder {
        YAMLNodeDecoder(node: node, path: path, codingPath: codingPath + [key])
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .mapping(let pairs, _) = node else {
            throw mismatch("a mapping of keys to values", at: node, codingPath: codingPath)
        }
        return KeyedDecodingContainer(YAMLKeyedContainer<Key>(decoder: self, pairs: pairs))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .sequence(let items, _) = node else {
            throw mismatch("a list", at: node, codingPath: codingPath)
        }
        return YAMLUnkeyedContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        YAMLSingleValueContainer(decoder: self)
    }
}

/// Index keys for list items.
struct YAMLIndexKey: CodingKey {
    let intValue: Int?
    var stringValue: String { "\(intValue ?? 0)" }
    init(_ index: Int) { intValue = index }
    init?(stringValue: String) { nil }
    init?(intValue: Int) { self.intValue = intValue }
}
