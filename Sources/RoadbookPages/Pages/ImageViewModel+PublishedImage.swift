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
        guard let source = fallbacks.last(where: { $0.width <= Self.preferredSourceWidth }) ?? fallbacks.first else {
            let file = image.originalSitePath ?? PublishedImage.originalSitePath(of: image.source)
            self.init(url: root + RelativeURL.encoded(file), alt: alt, width: image.width, height: image.height, originalURL: originalURL)
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
}
