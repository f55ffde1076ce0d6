import Mustache

/// One `<source>` of a `<picture>`: the variants of one modern format.
package struct ImageSourceViewModel: MustacheRepresentable, Hashable, Sendable {
    /// The media type (`image/webp`).
    package let type: String
    /// `images/400/x.webp 400w, images/800/x.webp 800w`, relative to the page.
    package let srcset: String
    /// The same `sizes` as the image's.
    package let sizes: String

    /// Describes one source.
    package init(type: String, srcset: String, sizes: String) {
        self.type = type
        self.srcset = srcset
        self.sizes = sizes
    }

    /// The view model as a template context.
    package var mustacheValue: MustacheValue {
        .dictionary(["type": .string(type), "srcset": .string(srcset), "sizes": .string(sizes)])
    }
}
