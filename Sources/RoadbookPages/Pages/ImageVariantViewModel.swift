import Mustache

/// One resized file of an image, for themes that build their own markup.
package struct ImageVariantViewModel: TemplateModel, Hashable, Sendable {
    /// Relative URL from the page.
    package let url: String
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// The media type (`image/webp`, `image/jpeg`, `image/png`).
    package let type: String

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("url", \.url), .field("width", \.width), .field("height", \.height), .field("type", \.type),
    ])
}
