import RoadbookContent
import RoadbookImages
import RoadbookMarkdown

extension ImageViewModel {
    /// The `sizes` of each use in the built-in theme: a card is a quarter of the 1080-pixel column on wide screens,
    /// half on tablets, the whole width on phones; the gallery spans the column.
    static let sizesByUse: [ImageUse: String] = [
        .card: "(min-width: 1120px) 258px, (min-width: 560px) 50vw, 100vw",
        .gallery: "(min-width: 1120px) 1080px, 100vw",
        .og: "1200px",
    ]

    /// The widest `src` an `<img>` gets (for the rare browser without `srcset`).
    static let preferredSourceWidth = 1200

    /// `image` as shown for `use` on a page `root` away from the site root.
    init(_ image: PublishedImage, use: ImageUse, alt: String, root: String) {
        let originalURL = image.isCopied ? nil : image.originalSitePath.map { root + RelativeURL.encoded($0) }
        let fallbacks = image.variants(for: use, in: image.fallbackFormat)
        guard let source = Self.sourceVariant(in: fallbacks) else {
            self.init(
                url: root + RelativeURL.encoded(Self.originalFile(of: image)), alt: alt, width: image.width, height: image.height,
                originalURL: originalURL)
            return
        }
        let large = fallbacks.last ?? source
        func srcset(_ variants: [ImageVariant]) -> String {
            variants.map { root + RelativeURL.encoded($0.sitePath) + " \($0.width)w" }.joined(separator: ", ")
        }
        let sizes = Self.sizesByUse[use] ?? "100vw"
        // Each format's variants looked up once, for its `<source>` and for the list of every variant.
        let modern = image.formats.map { (format: $0, variants: image.variants(for: use, in: $0)) }
        let all = modern.flatMap(\.variants) + fallbacks
        self.init(
            url: root + RelativeURL.encoded(source.sitePath), alt: alt, width: source.width, height: source.height,
            srcset: srcset(fallbacks), sizes: sizes,
            sources: modern.map { ImageSourceViewModel(type: $0.format.mediaType, srcset: srcset($0.variants), sizes: sizes) },
            variants: all.sorted { ($0.width, $0.format.rawValue) < ($1.width, $1.format.rawValue) }.map {
                ImageVariantViewModel(url: root + RelativeURL.encoded($0.sitePath), width: $0.width, height: $0.height, type: $0.format.mediaType)
            },
            originalURL: originalURL, largeURL: root + RelativeURL.encoded(large.sitePath), placeholder: image.placeholder,
            largestWidth: large.width)
    }

    /// The `<img src>` of `image` shown for `use` on a page `root` away from the site root, as ``url``, ``width`` and
    /// ``height`` of ``init(_:use:alt:root:)`` have it, without the rest of the view model (``CardThumbnail``).
    static func sourceFile(of image: PublishedImage, use: ImageUse, root: String) -> (url: String, width: Int, height: Int) {
        guard let source = sourceVariant(in: image.variants(for: use, in: image.fallbackFormat)) else {
            return (root + RelativeURL.encoded(originalFile(of: image)), image.width, image.height)
        }
        return (root + RelativeURL.encoded(source.sitePath), source.width, source.height)
    }

    /// The variant `<img src>` names: the widest up to ``preferredSourceWidth``, else the narrowest.
    private static func sourceVariant(in fallbacks: [ImageVariant]) -> ImageVariant? {
        fallbacks.last(where: { $0.width <= preferredSourceWidth }) ?? fallbacks.first
    }

    /// The site path of `image`'s own file (an image without variants is shown as it is).
    private static func originalFile(of image: PublishedImage) -> String {
        image.originalSitePath ?? PublishedImage.originalSitePath(of: image.source)
    }
}
