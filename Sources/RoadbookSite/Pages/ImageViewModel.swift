import Mustache

/// An image as the templates show it: every `<img>` has `alt`, `width` and `height`; a resized image also has a
/// `srcset` of its fallback (JPEG or PNG) variants and one ``sources`` entry per modern format, so a theme can
/// write `<picture>` with `<source type srcset sizes>`, or build its own from ``variants``.
public struct ImageViewModel: MustacheRepresentable, Hashable, Sendable {
    /// Relative URL from the page of the `<img src>` file.
    public let url: String
    /// Alternative text.
    public let alt: String
    /// Width in pixels of the `src` file (with ``height``, the aspect ratio the browser reserves).
    public let width: Int
    /// Height in pixels of the `src` file.
    public let height: Int
    /// The fallback variants as a `srcset` (`images/400/x.jpg 400w, …`); empty for an image copied as it is.
    public let srcset: String
    /// Whether there is a ``srcset``.
    public let hasSrcset: Bool
    /// The `sizes` of the place the theme shows it in (`(min-width: 1120px) 258px, …`).
    public let sizes: String
    /// One `<source>` per modern format (WebP, AVIF), before the fallback.
    public let sources: [ImageSourceViewModel]
    /// Every variant of this use, every format, smallest first.
    public let variants: [ImageVariantViewModel]
    /// Relative URL of the full-size original, when the site publishes originals (`images.publishOriginals`).
    public let originalURL: String?

    /// Describes one image.
    public init(
        url: String, alt: String, width: Int, height: Int, srcset: String = "", sizes: String = "",
        sources: [ImageSourceViewModel] = [], variants: [ImageVariantViewModel] = [], originalURL: String? = nil
    ) {
        self.url = url
        self.alt = alt
        self.width = width
        self.height = height
        self.srcset = srcset
        hasSrcset = !srcset.isEmpty
        self.sizes = sizes
        self.sources = sources
        self.variants = variants
        self.originalURL = originalURL
    }

    /// The view model as a template context (what `MustacheEncoder` makes of it).
    public var mustacheValue: MustacheValue {
        .dictionary([
            "url": .string(url),
            "alt": .string(alt),
            "width": .int(width),
            "height": .int(height),
            "srcset": .string(srcset),
            "hasSrcset": .bool(hasSrcset),
            "sizes": .string(sizes),
            "sources": .list(sources.map(\.mustacheValue)),
            "variants": .list(variants.map(\.mustacheValue)),
            "originalURL": originalURL.map(MustacheValue.string) ?? .null,
        ])
    }
}
