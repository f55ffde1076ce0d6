import Escaping
import RoadbookContent
/// An image of `content/images/` as the site publishes it: resized variants per use, in a modern format and a
/// JPEG (PNG with transparency) fallback; or, for SVG, the file itself.
package struct PublishedImage: Hashable, Sendable {
    /// The fields, held once: a build holds each image in its plan, by name and in order, and in the job that writes
    /// it, and the fields inline were 150 bytes a copy (10 MB of a 20,000-image build's peak, with every job of the
    /// output plan as large as this).
    private final class Fields: Sendable {
        let source: ImageAsset
        let width: Int
        let height: Int
        let isCopied: Bool
        let fallbackFormat: ImageFormat
        let formats: [ImageFormat]
        let widthsByUse: [ImageUse: [Int]]
        let originalSitePath: String?
        let details: ImageDetails

        init(
            source: ImageAsset, width: Int, height: Int, isCopied: Bool, fallbackFormat: ImageFormat, formats: [ImageFormat],
            widthsByUse: [ImageUse: [Int]], originalSitePath: String?, details: ImageDetails
        ) {
            self.source = source
            self.width = width
            self.height = height
            self.isCopied = isCopied
            self.fallbackFormat = fallbackFormat
            self.formats = formats
            self.widthsByUse = widthsByUse
            self.originalSitePath = originalSitePath
            self.details = details
        }
    }

    private let fields: Fields

    /// The source file.
    package var source: ImageAsset { fields.source }
    /// The width a browser shows it at (after the EXIF orientation).
    package var width: Int { fields.width }
    /// The height a browser shows it at.
    package var height: Int { fields.height }
    /// Whether the file is published as it is (SVG) rather than resized.
    package var isCopied: Bool { fields.isCopied }
    /// The format of the `<img>` fallback: JPEG, or PNG for images with transparency.
    package var fallbackFormat: ImageFormat { fields.fallbackFormat }
    /// The modern formats offered before the fallback.
    package var formats: [ImageFormat] { fields.formats }
    /// The widths written for each use, smallest first.
    package var widthsByUse: [ImageUse: [Int]] { fields.widthsByUse }
    /// Where the original file is published (always for a copied file; with `images.publishOriginals` otherwise).
    package var originalSitePath: String? { fields.originalSitePath }
    /// Its placeholder and capture date (``ImageDetails/none`` for a copied file).
    package var details: ImageDetails { fields.details }

    /// Equal when every field is.
    package static func == (left: PublishedImage, right: PublishedImage) -> Bool {
        left.fields === right.fields
            || (left.source == right.source && left.width == right.width && left.height == right.height && left.isCopied == right.isCopied
                && left.fallbackFormat == right.fallbackFormat && left.formats == right.formats && left.widthsByUse == right.widthsByUse
                && left.originalSitePath == right.originalSitePath && left.details == right.details)
    }

    /// Hashes the source and the size (equal images have equal ones).
    package func hash(into hasher: inout Hasher) {
        hasher.combine(source)
        hasher.combine(width)
        hasher.combine(height)
    }

    /// The tiny blurred preview, as a `data:` URI.
    package var placeholder: String? { details.placeholder }

    /// The file published as it is: SVG, or any image when the build does not process images.
    package static func copied(_ asset: ImageAsset) -> PublishedImage {
        PublishedImage(
            source: asset, width: asset.width ?? 1200, height: asset.height ?? 800, isCopied: true, fallbackFormat: .png,
            formats: [], widthsByUse: [:], originalSitePath: originalSitePath(of: asset), details: .none)
    }

    /// The variants of a raster image of upright size `header` under `settings`: for each use, its widths up to
    /// the image's own width, plus the image's own width when a use asks for more (never upscaled).
    init(
        source: ImageAsset, header: ImageHeader, settings: ImageSettings, details: ImageDetails = .none,
        widthsByUse: [ImageUse: [Int]]? = nil
    ) {
        self.init(
            source: source, width: header.width, height: header.height, isCopied: false, fallbackFormat: header.hasAlpha ? .png : .jpeg,
            formats: settings.formats, widthsByUse: widthsByUse ?? Self.widthsByUse(width: header.width, settings: settings),
            originalSitePath: settings.publishOriginals ? Self.originalSitePath(of: source) : nil, details: details)
    }

    /// For each use, the widths `settings` asks for up to `width`, plus `width` itself when a use asks for more
    /// (never upscaled). The same for every image of one width: ``ImagePublisher/plan(_:diagnostics:)`` makes it once
    /// per width.
    static func widthsByUse(width: Int, settings: ImageSettings) -> [ImageUse: [Int]] {
        var widthsByUse: [ImageUse: [Int]] = [:]
        for use in ImageUse.allCases {
            let asked = settings.widths(for: use)
            var widths = Set(asked.filter { $0 <= width })
            // Each width once, so that no `srcset` repeats a candidate: a 1600-pixel photo asked for 800, 1600 and
            // 2400 gets 800 and 1600.
            if asked.contains(where: { $0 > width }) { widths.insert(width) }
            widthsByUse[use] = widths.sorted()
        }
        return widthsByUse
    }

    private init(
        source: ImageAsset, width: Int, height: Int, isCopied: Bool, fallbackFormat: ImageFormat, formats: [ImageFormat],
        widthsByUse: [ImageUse: [Int]], originalSitePath: String?, details: ImageDetails
    ) {
        fields = Fields(
            source: source, width: width, height: height, isCopied: isCopied, fallbackFormat: fallbackFormat, formats: formats,
            widthsByUse: widthsByUse, originalSitePath: originalSitePath, details: details)
    }

    /// `images/<file name>`: where an original is published.
    package static func originalSitePath(of asset: ImageAsset) -> String {
        "images/" + asset.fileName
    }

    /// The widths written for `use`, smallest first (none for a copied file).
    package func widths(for use: ImageUse) -> [Int] {
        widthsByUse[use] ?? []
    }

    /// The variants of `use` in `format`, smallest first: those of ``widths(for:)`` whose sides `format` can hold
    /// (WebP: 16,383 pixels), plus, when some are too large, the widest one it can (a 1170×25000 screenshot gets a
    /// 766-pixel WebP beside its 1170-pixel JPEG), or none when not even one pixel column fits.
    package func variants(for use: ImageUse, in format: ImageFormat) -> [ImageVariant] {
        widths(for: use, in: format).map { variant(width: $0, format: format) }
    }

    /// The widths of `use` that `format` can hold, smallest first (see ``variants(for:in:)``).
    func widths(for use: ImageUse, in format: ImageFormat) -> [Int] {
        let asked = widths(for: use)
        // Checked before filtering: nearly every image's widths all fit, and the filtered copy was an array a call.
        if asked.allSatisfy({ fits(width: $0, format) }) { return asked }
        let fitting = asked.filter { fits(width: $0, format) }
        let widest = widestWidth(fitting: format)
        guard widest > 0, !fitting.contains(widest) else { return fitting }
        return (fitting + [widest]).sorted()
    }

    /// The widest variant width whose width and height `format` can hold; 0 when none.
    private func widestWidth(fitting format: ImageFormat) -> Int {
        var width = min(self.width, format.maximumSide * max(1, self.width) / max(1, height))
        while width > 0, !fits(width: width, format) { width -= 1 }
        return width
    }

    /// Whether `format` can hold the variant of `width` pixels (``variant(width:format:)`` without its path:
    /// writing the path of every width asked was a fiftieth of a build).
    private func fits(width: Int, _ format: ImageFormat) -> Bool {
        max(width, scaledHeight(width: width)) <= format.maximumSide
    }

    /// The height of the variant of `width` pixels.
    private func scaledHeight(width: Int) -> Int {
        max(1, Int((Double(height) * Double(width) / Double(max(1, self.width))).rounded()))
    }

    /// The variant of `width` pixels in `format`.
    package func variant(width: Int, format: ImageFormat) -> ImageVariant {
        ImageVariant(
            width: width, height: scaledHeight(width: width), format: format,
            sitePath: Self.variantPath(width: width, name: source.name, fileExtension: format.fileExtension))
    }

    /// `images/<width>/<name>.<fileExtension>`, its bytes written once into the new string: pages ask for a variant's
    /// path 130,000 times at 2,000 places, and interpolating it (four pieces appended) cost 47 M instructions.
    static func variantPath(width: Int, name: String, fileExtension: String) -> String {
        guard width >= 0 else { return "images/\(width)/\(name).\(fileExtension)" }
        let prefix: StaticString = "images/"
        var digits = 1
        var rest = width / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let count = prefix.utf8CodeUnitCount + digits + 1 + name.utf8.count + 1 + fileExtension.utf8.count
        // Written into a buffer and copied once checked (``UTF8Text``): the string's own initializer checks its bytes
        // at ten instructions each.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer in
            var index = 0
            func put<Bytes: Sequence<UInt8>>(_ bytes: Bytes) {
                for byte in bytes {
                    buffer[index] = byte
                    index += 1
                }
            }
            put(UnsafeBufferPointer(start: prefix.utf8Start, count: prefix.utf8CodeUnitCount))
            var value = width
            for offset in stride(from: digits - 1, through: 0, by: -1) {
                buffer[index + offset] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            index += digits
            put(CollectionOfOne(UInt8(ascii: "/")))
            // The name copied from its own buffer: byte by byte through the UTF-8 view it was half the path's cost.
            let copied = name.utf8.withContiguousStorageIfAvailable { bytes in
                UnsafeMutableBufferPointer(rebasing: buffer[index...]).initialize(fromContentsOf: bytes)
            }
            if let copied { index += copied } else { put(name.utf8) }
            put(CollectionOfOne(UInt8(ascii: ".")))
            put(fileExtension.utf8)
            return UTF8Text.string(repairing: UnsafeBufferPointer(rebasing: buffer[..<index]))
        }
    }

    /// Every file written for the image, each once: every width of every use, in every format (those it can hold).
    package var allVariants: [ImageVariant] {
        var variants: [ImageVariant] = []
        forEachVariant { width, format in variants.append(variant(width: width, format: format)) }
        return variants
    }

    /// Calls `body` with the width and format of each of ``allVariants``, in the same order, without making their
    /// paths: a build asks it of every image twice (the folders to make, the files to write), and the sets, sorts and
    /// dictionary lookups of each use's widths in each format were 17,500 instructions an image.
    package func forEachVariant(_ body: (_ width: Int, _ format: ImageFormat) -> Void) {
        let widths = allWidths
        for format in formats { forEachVariant(in: format, widths: widths, body) }
        forEachVariant(in: fallbackFormat, widths: widths, body)
    }

    /// The variants of ``forEachVariant(_:)`` in `format`, given ``allWidths``: when `format` holds every width, they
    /// are its variants (each use's widths then all fit); else each use's are worked out as ``variants(for:in:)`` does.
    private func forEachVariant(in format: ImageFormat, widths: [Int], _ body: (_ width: Int, _ format: ImageFormat) -> Void) {
        if widths.allSatisfy({ fits(width: $0, format) }) {
            for width in widths { body(width, format) }
            return
        }
        for width in Set(ImageUse.allCases.flatMap { self.widths(for: $0, in: format) }).sorted() { body(width, format) }
    }

    /// Every width of every use, each once, smallest first.
    private var allWidths: [Int] {
        var widths: [Int] = []
        for useWidths in widthsByUse.values { widths.append(contentsOf: useWidths) }
        widths.sort()
        var kept = 0
        for width in widths where kept == 0 || widths[kept - 1] != width {
            widths[kept] = width
            kept += 1
        }
        widths.removeLast(widths.count - kept)
        return widths
    }

    /// Every site path the image occupies: its variants and, when published, the original.
    package var sitePaths: [String] {
        allVariants.map(\.sitePath) + (originalSitePath.map { [$0] } ?? [])
    }
}
