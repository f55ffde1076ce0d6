/// One entry of a mapping.
public struct YAMLPair: Sendable, Hashable {
    /// The key (a scalar in every file Roadbook reads).
    public let key: YAMLNode
    /// The value.
    public let value: YAMLNode

    /// Creates a pair.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
