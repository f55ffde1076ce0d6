import Mustache

/// One resized file of an image, for themes that build their own markup.
public struct ImageVariantViewModel: MustacheRepresentable, Hashable, Sendable {
    /// Relative URL from the page.
    public let url: String
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// The media type (`image/webp`, `image/jpeg`, `image/png`).
    public let type: String

    /// Describes one variant.
    public init(url: String, width: Int, height: Int, type: String) {
        self.url = url
        self.width = width
        self.height = height
        self.type = type
    }

    /// The view model as a template context.
    public var mustacheValue: MustacheValue {
        .dictionary(["url": .string(url), "width": .int(width), "height": .int(height), "type": .string(type)])
    }
}
