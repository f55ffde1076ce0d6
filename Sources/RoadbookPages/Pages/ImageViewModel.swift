import Mustache

/// An image as the templates show it: every `<img>` has `alt`, `width` and `height`; a resized image also has a
/// `srcset` of its fallback (JPEG or PNG) variants and one ``sources`` entry per modern format, so a theme can
/// write `<picture>` with `<source type srcset sizes>`, or build its own from ``variants``.
package struct ImageViewModel: TemplateModel, Hashable, Sendable {
    /// Relative URL from the page of the `<img src>` file.
    package let url: String
    /// Alternative text.
    package let alt: String
    /// Width in pixels of the `src` file (with ``height``, the aspect ratio the browser reserves).
    package let width: Int
    /// Height in pixels of the `src` file.
    package let height: Int
    /// The fallback variants as a `srcset` (`images/400/x.jpg 400w, …`); empty for an image copied as it is.
    package let srcset: String
    /// The `sizes` of the place the theme shows it in (`(min-width: 1120px) 258px, …`).
    package let sizes: String
    /// One `<source>` per modern format (WebP, AVIF), before the fallback.
    package let sources: [ImageSourceViewModel]
    /// Every variant of this use, every format, smallest first.
    package let variants: [ImageVariantViewModel]
    /// Relative URL of the full-size original, when the site publishes originals (`images.publishOriginals`).
    package let originalURL: String?
    /// Relative URL of the largest file of this use (JPEG or PNG; the file itself for SVG): what the photo links to,
    /// so that it opens large without JavaScript.
    package let largeURL: String
    /// The caption shown under the photo (`images: [{name, caption}]`); `nil` for none.
    package let caption: String?
    /// When it was taken (EXIF `DateTimeOriginal`), in the site's language, with `images.showDate`; `nil` otherwise.
    package let captureDate: String?
    /// The same date as `YYYY-MM-DD`, for `<time datetime>`.
    package let captureDateISO: String?
    /// A tiny blurred preview as a `data:` URI, shown until the photo loads; `nil` for SVG.
    package let placeholder: String?
    /// Its place in the gallery (`"2 / 5"`); `""` outside a gallery.
    package let countText: String
    /// Width in pixels of the largest file of this use: the widest the theme ever shows it (never blown up).
    package let largestWidth: Int
    /// Whether the gallery strip crops it: an aspect ratio beyond 1:2 (tall) or 21:9 (wide), which the strip
    /// caps; the lightbox shows it whole.
    package var isCropped: Bool {
        guard width > 0, height > 0 else { return false }
        return width * 2 < height || width * 9 > height * 21
    }

    /// Describes one image.
    package init(
        url: String, alt: String, width: Int, height: Int, srcset: String = "", sizes: String = "",
        sources: [ImageSourceViewModel] = [], variants: [ImageVariantViewModel] = [], originalURL: String? = nil,
        largeURL: String? = nil, caption: String? = nil, captureDate: String? = nil, captureDateISO: String? = nil,
        placeholder: String? = nil, countText: String = "", largestWidth: Int? = nil
    ) {
        self.url = url
        self.alt = alt
        self.width = width
        self.height = height
        self.srcset = srcset
        self.sizes = sizes
        self.sources = sources
        self.variants = variants
        self.originalURL = originalURL
        self.largeURL = largeURL ?? url
        self.caption = caption
        self.captureDate = captureDate
        self.captureDateISO = captureDateISO
        self.placeholder = placeholder
        self.countText = countText
        self.largestWidth = largestWidth ?? width
    }

    /// This image as a photo of a gallery: with its caption, capture date and place in the gallery.
    package func inGallery(caption: String?, captureDate: (text: String, iso: String)?, countText: String) -> ImageViewModel {
        ImageViewModel(
            url: url, alt: alt, width: width, height: height, srcset: srcset, sizes: sizes, sources: sources, variants: variants,
            originalURL: originalURL, largeURL: largeURL, caption: caption, captureDate: captureDate?.text,
            captureDateISO: captureDate?.iso, placeholder: placeholder, countText: countText,
            largestWidth: largestWidth)
    }

    /// The fields as the templates name them.
    package static let fields = TemplateFields<Self>([
        .field("url", \.url),
        .field("alt", \.alt),
        .field("width", \.width),
        .field("height", \.height),
        .field("srcset", \.srcset),
        .field("hasSrcset") { !$0.srcset.isEmpty },
        .field("sizes", \.sizes),
        .field("sources", \.sources),
        .field("variants", \.variants),
        .field("originalURL", \.originalURL),
        .field("largeURL", \.largeURL),
        .field("caption", \.caption),
        .field("hasCaption") { $0.caption != nil || $0.captureDate != nil },
        .field("captureDate", \.captureDate),
        .field("captureDateISO", \.captureDateISO),
        .field("placeholder", \.placeholder),
        .field("countText", \.countText),
        .field("largestWidth", \.largestWidth),
        .field("isCropped", \.isCropped),
    ])
}
