import Mustache

/// One link of the site's main navigation.
package struct NavLinkViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The link text ("Places", `nav.places`).
    package let title: String
    /// Relative URL from the page.
    package let url: String
    /// Whether this is the section the page is in (`aria-current`).
    package let isCurrent: Bool

    /// Describes one navigation link.
    package init(title: String, url: String, isCurrent: Bool) {
        self.title = title
        self.url = url
        self.isCurrent = isCurrent
    }

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary([
            "title": .string(title),
            "url": .string(url),
            "isCurrent": .bool(isCurrent),
        ])
    }
}
