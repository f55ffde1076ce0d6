import Mustache

/// One resized file of an image, for themes that build their own markup.
package struct ImageVariantViewModel: MustacheRepresentable, Hashable, Sendable {
    /// Relative URL from the page.
    package let url: String
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The media type (`image/webp`, `image/jpeg`, `image/png`).
    package let type: String

    /// Describes one variant.
    package init(url: String, width: Int, height: Int, type: String) {
        self.url = url
        self.width = width
        self.height = height
        self.type = type
    }

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary(["url": .string(url), "width": .int(width), "height": .int(height), "type": .string(type)])
    }
}
