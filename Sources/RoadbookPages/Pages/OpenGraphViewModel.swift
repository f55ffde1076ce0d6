import Mustache

/// The Open Graph and Twitter card tags of a page, so a link shared in a messenger shows a title, a sentence and a
/// picture; only with an absolute `baseURL` (the tags need absolute URLs).
package struct OpenGraphViewModel: TemplateModel, Hashable, Sendable {
    /// `og:type`: `article` for a place or a todo, `website` for the other pages.
    package let type: String
    /// `og:title`.
    package let title: String
    /// `og:description`: the page's description (``PageFrame/description``).
    package let description: String
    /// `og:url`: the page's absolute URL.
    package let url: String
    /// `og:site_name`.
    package let siteName: String
    /// `og:image`: the absolute URL of a 1200-pixel-wide JPEG or PNG, when the page has a raster image.
    package let imageURL: String?
    /// `og:image:width`.
    package let imageWidth: Int
    /// `og:image:height`.
    package let imageHeight: Int
    /// `og:image:alt`.
    package let imageAlt: String

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("type", \.type),
        .field("title", \.title),
        .field("description", \.description),
        .field("url", \.url),
        .field("siteName", \.siteName),
        .field("imageURL", \.imageURL),
        .field("hasImage") { $0.imageURL != nil },
        .field("imageWidth", \.imageWidth),
        .field("imageHeight", \.imageHeight),
        .field("imageAlt", \.imageAlt),
    ])
}
