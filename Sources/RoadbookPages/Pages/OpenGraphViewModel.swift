import Mustache

/// The Open Graph and Twitter card tags of a page, so a link shared in a messenger shows a title, a sentence and a
/// picture; only with an absolute `baseURL` (the tags need absolute URLs).
package struct OpenGraphViewModel: MustacheRepresentable, Hashable, Sendable {
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
    /// Whether there is an ``imageURL``.
    package let hasImage: Bool
    /// `og:image:width`.
    package let imageWidth: Int
    /// `og:image:height`.
    package let imageHeight: Int
    /// `og:image:alt`.
    package let imageAlt: String

    /// Describes a page's card.
    package init(
        type: String, title: String, description: String, url: String, siteName: String, imageURL: String?, imageWidth: Int, imageHeight: Int,
        imageAlt: String
    ) {
        self.type = type
        self.title = title
        self.description = description
        self.url = url
        self.siteName = siteName
        self.imageURL = imageURL
        hasImage = imageURL != nil
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.imageAlt = imageAlt
    }

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary([
            "type": .string(type),
            "title": .string(title),
            "description": .string(description),
            "url": .string(url),
            "siteName": .string(siteName),
            "imageURL": imageURL.map(MustacheValue.string) ?? .null,
            "hasImage": .bool(hasImage),
            "imageWidth": .int(imageWidth),
            "imageHeight": .int(imageHeight),
            "imageAlt": .string(imageAlt),
        ])
    }
}
