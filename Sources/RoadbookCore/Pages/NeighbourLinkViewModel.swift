/// A previous or next link that names its target ("Next: Pantheon").
public struct NeighbourLinkViewModel: Encodable, Hashable, Sendable {
    /// The target's name or title.
    public let title: String
    /// Relative URL of the target page.
    public let url: String
    /// The whole link text: `"Previous: Colosseum"`, `"Next: Pantheon"`.
    public let label: String

    /// Describes one neighbour link.
    public init(title: String, url: String, label: String) {
        self.title = title
        self.url = url
        self.label = label
    }
}
