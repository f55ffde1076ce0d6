/// How content images are processed: `images` in `site.yaml`; every field has a default.
package struct ImageSettings: Hashable, Sendable, Codable {
    /// Encoder quality of the lossy formats, 1–100; default 80.
    package let quality: Int
    /// The widths (pixels) written for each use, smallest first; an image is never made wider than it is.
    package let widths: [ImageUse: [Int]]
    /// The modern formats offered (as `<source>`) before the JPEG or PNG fallback; default WebP.
    package let formats: [ImageFormat]
    /// Whether resized images keep the original's EXIF and XMP metadata (GPS position included); default `false`.
    package let keepMetadata: Bool
    /// Whether the original files are published too (and linked from the gallery); default `false`.
    package let publishOriginals: Bool
    /// The most pixels an input may have (a decompression-bomb guard); default 100 megapixels.
    package let maxPixels: Int
    /// Whether SVGs of `content/images/` are published even when they hold script, event handlers, embedded HTML or
    /// references to other files (see docs/trust.md); default `false`: such an SVG is an error at its path.
    package let trustSVG: Bool
    /// Whether a photo's capture date (EXIF `DateTimeOriginal`) is shown with its caption; default `false`.
    package let showDate: Bool

    /// 80.
    package static let defaultQuality = 80
    /// card 400/800, gallery 800/1600/2400, og 1200.
    package static let defaultWidths: [ImageUse: [Int]] = [.card: [400, 800], .gallery: [800, 1600, 2400], .og: [1200]]
    /// WebP.
    package static let defaultFormats: [ImageFormat] = [.webp]
    /// 100 megapixels: more than any phone camera, far less than a bomb's billions.
    package static let defaultMaxPixels = 100_000_000
    /// The formats `formats` may list.
    package static let offeredFormats: [ImageFormat] = [.webp, .avif]
    /// The largest width a use may ask for.
    package static let maximumWidth = 8192

    /// Settings; every parameter has its documented default.
    package init(
        quality: Int = ImageSettings.defaultQuality, widths: [ImageUse: [Int]] = ImageSettings.defaultWidths,
        formats: [ImageFormat] = ImageSettings.defaultFormats, keepMetadata: Bool = false, publishOriginals: Bool = false,
        maxPixels: Int = ImageSettings.defaultMaxPixels, trustSVG: Bool = false, showDate: Bool = false
    ) {
        self.quality = quality
        var complete = Self.defaultWidths
        for (use, list) in widths { complete[use] = Array(Set(list)).sorted() }
        self.widths = complete
        self.formats = formats
        self.keepMetadata = keepMetadata
        self.publishOriginals = publishOriginals
        self.maxPixels = maxPixels
        self.trustSVG = trustSVG
        self.showDate = showDate
    }

    /// The widths of `use`, smallest first.
    package func widths(for use: ImageUse) -> [Int] {
        widths[use] ?? Self.defaultWidths[use] ?? []
    }
}
