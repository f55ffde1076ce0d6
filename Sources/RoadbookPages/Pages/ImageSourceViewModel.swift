import Mustache

/// One `<source>` of a `<picture>`: the variants of one modern format.
package struct ImageSourceViewModel: TemplateModel, Hashable, Sendable {
    /// The media type (`image/webp`).
    package let type: String
    /// `images/400/x.webp 400w, images/800/x.webp 800w`, relative to the page.
    package let srcset: String
    /// The same `sizes` as the image's.
    package let sizes: String

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([.field("type", \.type), .field("srcset", \.srcset), .field("sizes", \.sizes)])
}
