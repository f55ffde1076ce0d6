internal import CVipsOperations
import Foundation
import RoadbookContent

/// Reads and resizes raster images with libvips: the only file that sees libvips; it returns Swift values only.
///
/// libvips starts once, on first use, with every loader blocked but JPEG, PNG, WebP, HEIF (HEIC and AVIF) and GIF:
/// images come from pull requests too, and libvips' other loaders (ImageMagick, PDF, SVG, FITS…) parse far more
/// than a photo needs. Every input's pixel count is checked from its header before any pixel is decoded.
struct VipsImageProcessor: Sendable {
    /// The loaders an input may go through (libvips' class names of the buffer loaders, less `VipsForeignLoad` and
    /// `Buffer`, lower-cased): JPEG, PNG, WebP, HEIF (HEIC and AVIF) and GIF (libnsgif).
    static let allowedLoaders: Set<String> = ["jpeg", "png", "webp", "heif", "nsgif"]

    /// `nil` once libvips has started, or its message when it could not.
    private static let startFailure: String? = cvips_start() == 0 ? nil : lastError()

    /// The most pixels (width × height) an input may have: larger inputs are refused.
    let maximumPixels: Int

    /// The lower-case hexadecimal SHA-256 of `data`.
    static func sha256(_ data: Data) -> String {
        data.withUnsafeBytes { raw in
            guard let hex = cvips_sha256(raw.baseAddress, raw.count) else { return "" }
            defer { cvips_free(hex) }
            return String(cString: hex)
        }
    }

    /// The header of the image in `data`: its upright size and whether it has an alpha channel; checks the
    /// format against ``allowedLoaders`` and the size against ``maximumPixels``.
    func header(of data: Data) throws(ImageProcessingError) -> ImageHeader {
        try Self.requireStarted()
        let result: Result<ImageHeader, ImageProcessingError> = data.withUnsafeBytes { raw in
            guard let loader = Self.loader(of: raw) else {
                if Self.isHEIF(raw), !Self.readsHEIF { return .failure(.missingSupport(format: "HEIC/HEIF", library: "libheif")) }
                return .failure(.unsupportedFormat(loader: nil))
            }
            guard Self.allowedLoaders.contains(loader) else { return .failure(.unsupportedFormat(loader: loader)) }
            guard let image = cvips_header_from_buffer(raw.baseAddress, raw.count) else {
                return .failure(.undecodable(Self.lastError(orElse: "the file ends before its header does")))
            }
            defer { cvips_unref(image) }
            let width = Int(vips_image_get_width(image))
            let height = Int(vips_image_get_height(image))
            guard width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels, width <= maximumPixels,
                height <= maximumPixels
            else { return .failure(.tooManyPixels(width: width, height: height, limit: maximumPixels)) }
            let swapsSides = vips_image_get_orientation_swap(image) != 0
            return .success(ImageHeader(
                width: swapsSides ? height : width, height: swapsSides ? width : height, hasAlpha: vips_image_hasalpha(image) != 0))
        }
        return try result.get()
    }

    /// Decodes the image in `data` once at the largest of `widths` (upright, sRGB), then writes every file of
    /// `outputs` (width, format, path) from it; quality 1–100 for the lossy formats; `keepsMetadata` keeps EXIF,
    /// XMP and the (sRGB) colour profile, which are otherwise stripped. Returns the warnings of an image that was
    /// written anyway (data damaged mid-file, a colour profile that does not fit), each a message without a location.
    @discardableResult
    func writeVariants(
        of data: Data, outputs: [(width: Int, format: ImageFormat, path: String)], quality: Int, keepsMetadata: Bool
    ) throws(ImageProcessingError) -> [String] {
        _ = try header(of: data)
        guard let largest = outputs.map(\.width).max() else { return [] }
        let result: Result<[String], ImageProcessingError> = data.withUnsafeBytes { raw in
            // The thumbnail reads `raw` lazily: every use of it stays inside this closure.
            let decoding = Self.decode(raw, width: largest)
            guard case .success(let (pixels, warnings)) = decoding else { return decoding.map(\.warnings) }
            defer { cvips_unref(pixels) }
            if !keepsMetadata { cvips_remove_metadata(pixels) }
            for width in Set(outputs.map(\.width)).sorted(by: >) {
                let files = outputs.filter { $0.width == width }
                let written = Self.write(pixels, at: width, to: files, quality: quality, strip: keepsMetadata ? 0 : 1)
                if case .failure(let error) = written { return .failure(error) }
            }
            return .success(warnings)
        }
        return try result.get()
    }

    /// The image in `raw` shrunk to `width`, upright and sRGB, its pixels in memory (the variants are made from it), with the warnings of a damaged file it was decoded from
    /// anyway. Tried strictly first (a libjpeg or libpng warning fails it), so that damage is seen; then leniently (what
    /// a browser shows); then without the embedded colour profile (one that does not fit the pixels).
    private static func decode(
        _ raw: UnsafeRawBufferPointer, width: Int
    ) -> Result<(image: UnsafeMutablePointer<VipsImage>, warnings: [String]), ImageProcessingError> {
        let buffer = UnsafeMutableRawPointer(mutating: raw.baseAddress)
        var decoded: UnsafeMutablePointer<VipsImage>?
        // Each attempt decodes the whole image, pixels included: only then has the loader seen every byte.
        func attempt(_ start: () -> Int32) -> String? {
            decoded = nil
            guard start() == 0, let image = decoded else { return lastError() }
            guard let pixels = cvips_copy_memory(image) else {
                cvips_unref(image)
                decoded = nil
                return lastError()
            }
            cvips_unref(image)
            decoded = pixels
            return nil
        }
        guard let strictFailure = attempt({ cvips_thumbnail_buffer(buffer, raw.count, &decoded, Int32(width), 1) }) else {
            return .success((decoded!, []))
        }
        if attempt({ cvips_thumbnail_buffer(buffer, raw.count, &decoded, Int32(width), 0) }) == nil {
            return .success((decoded!, ["image data is damaged (\(strictFailure)); published from what could be decoded"]))
        }
        if attempt({ cvips_thumbnail_buffer_ignoring_profile(raw.baseAddress, raw.count, &decoded, Int32(width)) }) == nil {
            return .success((decoded!, ["its colour profile does not fit the image (\(strictFailure)); published without it"]))
        }
        return .failure(.undecodable(strictFailure))
    }

    /// The longest side of a placeholder, in pixels: 8 keeps its WebP near 100 bytes (about 150 as base64).
    static let placeholderSide = 8

    /// What a page shows of the image in `data` besides its variants: a WebP placeholder of at most
    /// ``placeholderSide`` pixels a side (shrink-on-load: a JPEG is decoded at an eighth of its size), as a `data:` URI,
    /// and its EXIF capture date. Either is nil when the file does not give it.
    func details(of data: Data) -> ImageDetails {
        guard (try? Self.requireStarted()) != nil else { return .none }
        return data.withUnsafeBytes { raw in
            var placeholder: String?
            var size = 0
            if let bytes = cvips_placeholder_webp(raw.baseAddress, raw.count, Int32(Self.placeholderSide), 40, &size) {
                let webp = Data(bytes: bytes, count: size)
                cvips_free(bytes)
                placeholder = (WebPMetadataStripper.stripped(webp) ?? webp).base64EncodedString()
            } else {
                vips_error_clear()
            }
            var captureDate: String?
            if let text = cvips_capture_date(raw.baseAddress, raw.count) {
                let date = String(String(cString: text).prefix(19))
                cvips_free(text)
                // `YYYY:MM:DD HH:MM:SS`, nothing else (the field is text from the file).
                if date.count == 19, date.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ":" || $0 == " ") }) { captureDate = date }
            }
            return ImageDetails(placeholder: placeholder.map { "data:image/webp;base64," + $0 }, captureDate: captureDate)
        }
    }

    /// The image in `data`, decoded as stored (no rotation): its size, bands and 8-bit samples, band-interleaved;
    /// and the names of its metadata fields (`exif-ifd0-Orientation`, `exif-ifd3-GPSLatitude`, `icc-profile-data`…).
    func decoded(_ data: Data) throws(ImageProcessingError) -> DecodedImage {
        _ = try header(of: data)
        let result: Result<DecodedImage, ImageProcessingError> = data.withUnsafeBytes { raw in
            guard let image = cvips_header_from_buffer(raw.baseAddress, raw.count) else { return .failure(.undecodable(Self.lastError())) }
            defer { cvips_unref(image) }
            var fields: [String] = []
            if let names = vips_image_get_fields(image) {
                var index = 0
                while let name = names[index] {
                    fields.append(String(cString: name))
                    index += 1
                }
                g_strfreev(names)
            }
            var size = 0
            guard let pixels = cvips_pixels(image, &size) else { return .failure(.undecodable(Self.lastError())) }
            defer { cvips_free(pixels) }
            return .success(DecodedImage(
                width: Int(vips_image_get_width(image)), height: Int(vips_image_get_height(image)),
                bands: Int(vips_image_get_bands(image)), samples: [UInt8](UnsafeRawBufferPointer(start: pixels, count: size)),
                metadataFields: fields.sorted()))
        }
        return try result.get()
    }

    /// Writes `pixels` shrunk to `width` into each of `files`.
    private static func write(
        _ pixels: UnsafeMutablePointer<VipsImage>, at width: Int, to files: [(width: Int, format: ImageFormat, path: String)],
        quality: Int, strip: Int32
    ) -> Result<Void, ImageProcessingError> {
        var image = pixels
        var resized: UnsafeMutablePointer<VipsImage>?
        if Int(vips_image_get_width(pixels)) > width {
            guard cvips_thumbnail_image(pixels, &resized, Int32(width)) == 0, let resized else {
                return .failure(.undecodable(lastError()))
            }
            image = resized
        }
        defer { if let resized { cvips_unref(resized) } }
        for file in files {
            let status: Int32 =
                switch file.format {
                case .webp: cvips_webpsave(image, file.path, Int32(quality), strip)
                case .avif: cvips_avifsave(image, file.path, Int32(quality), strip)
                case .jpeg: cvips_jpegsave(image, file.path, Int32(quality), strip)
                case .png: cvips_pngsave(image, file.path, strip)
                }
            // The message is libvips' alone: the cache file's path is no business of the site's author.
            guard status == 0 else {
                return .failure(.unencodable(width: width, format: file.format, reason: lastError().replacingOccurrences(of: file.path, with: "")))
            }
        }
        return .success(())
    }

    /// The name of the libvips loader that recognises `raw`, if any (blocked loaders included).
    private static func loader(of raw: UnsafeRawBufferPointer) -> String? {
        guard raw.count > 0, let name = vips_foreign_find_load_buffer(raw.baseAddress, raw.count) else {
            vips_error_clear()
            return nil
        }
        var loader = String(cString: name)
        for affix in ["VipsForeignLoad", "Buffer"] { loader = loader.replacingOccurrences(of: affix, with: "") }
        return loader.lowercased()
    }

    /// Whether this libvips has its HEIF loader (libheif), which reads HEIC and AVIF.
    static var readsHEIF: Bool {
        startFailure == nil && vips_type_find("VipsOperation", "heifload_buffer") != 0
    }

    /// Whether `raw` starts like an ISO base media file of a HEIF brand (`ftypheic`, `ftypmif1`…).
    private static func isHEIF(_ raw: UnsafeRawBufferPointer) -> Bool {
        guard raw.count >= 12, Array(raw[4..<8]) == Array("ftyp".utf8) else { return false }
        return ["heic", "heix", "heim", "heis", "mif1", "msf1", "avif", "avis"].contains(String(decoding: raw[8..<12], as: UTF8.self))
    }

    private static func requireStarted() throws(ImageProcessingError) {
        if let startFailure { throw .libraryUnavailable(startFailure) }
    }

    /// libvips' last message, on one line, cleared; `fallback` when libvips left none.
    private static func lastError(orElse fallback: String = "unknown libvips error") -> String {
        let message = String(cString: vips_error_buffer())
        vips_error_clear()
        let lines = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return lines.last(where: { !$0.isEmpty }) ?? fallback
    }
}
