import Mustache

/// One link of the site's main navigation.
package struct NavLinkViewModel: TemplateModel, Hashable, Sendable {
    /// The link text ("Places", `nav.places`).
    package let title: String
    /// Relative URL from the page.
    package let url: String
    /// Whether this is the section the page is in (`aria-current`).
    package let isCurrent: Bool

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([.field("title", \.title), .field("url", \.url), .field("isCurrent", \.isCurrent)])
}
