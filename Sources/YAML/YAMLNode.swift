/// A YAML node with its position: the tree libyaml's events describe, aliases already resolved.
package indirect enum YAMLNode: Sendable, Hashable {
    /// Text, a number, a boolean or null, as written.
    case scalar(YAMLScalar)
    /// A list.
    case sequence([YAMLNode], YAMLSpan)
    /// A mapping, its pairs in the order written.
    case mapping([YAMLPair], YAMLSpan)

    /// Where the node stands.
    package var span: YAMLSpan {
        switch self {
        case .scalar(let scalar): scalar.span
        case .sequence(_, let span), .mapping(_, let span): span
        }
    }

    /// The scalar, if the node is one.
    package var scalar: YAMLScalar? {
        if case .scalar(let scalar) = self { return scalar }
        return nil
    }

    /// The items, if the node is a sequence.
    package var items: [YAMLNode]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    /// The pairs, if the node is a mapping.
    package var pairs: [YAMLPair]? {
        if case .mapping(let pairs, _) = self { return pairs }
        return nil
    }

    /// The value for the scalar key `key`, if the node is a mapping that has it.
    package subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.scalar?.value == key }?.value
    }

    /// The pair whose key is `key`, if the node is a mapping that has it.
    package func pair(forKey key: String) -> YAMLPair? {
        pairs?.first { $0.key.scalar?.value == key }
    }

    /// "text", "a list", "a mapping": for messages that say what was found.
    package var kindDescription: String {
        switch self {
        case .scalar(let scalar): scalar.isNull ? "nothing" : "'\(scalar.value)'"
        case .sequence: "a list"
        case .mapping: "a mapping"
        }
    }
}
