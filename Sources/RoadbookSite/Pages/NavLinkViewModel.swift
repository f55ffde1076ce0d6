import Mustache

/// One link of the site's main navigation.
public struct NavLinkViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The link text ("Places", `nav.places`).
    public let title: String
    /// Relative URL from the page.
    public let url: String
    /// Whether this is the section the page is in (`aria-current`).
    public let isCurrent: Bool

    /// Describes one navigation link.
    public init(title: String, url: String, isCurrent: Bool) {
        self.title = title
        self.url = url
        self.isCurrent = isCurrent
    }

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "title": .string(title),
            "url": .string(url),
            "isCurrent": .bool(isCurrent),
        ])
    }
}
