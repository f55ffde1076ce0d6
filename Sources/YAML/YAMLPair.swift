/// One entry of a mapping.
package struct YAMLPair: Sendable, Hashable {
    /// The key (a scalar in every file Roadbook reads).
    package let key: YAMLNode
    /// The value.
    package let value: YAMLNode

    /// Creates a pair.
    package init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
