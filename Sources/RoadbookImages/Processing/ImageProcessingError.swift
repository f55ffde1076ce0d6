import RoadbookContent
/// Why an image could not be read or resized; the location (the image's path) is added where it is reported.
package enum ImageProcessingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// libvips did not start (its message).
    case libraryUnavailable(String)
    /// The file is not in a format Roadbook reads (libvips' loader name, when it recognised one).
    case unsupportedFormat(loader: String?)
    /// This libvips was built without the library that reads this format (HEIC needs libheif).
    case missingSupport(format: String, library: String)
    /// Decoding it would take more pixels than `images.maxPixels` allows (a decompression bomb, or a panorama).
    case tooManyPixels(width: Int, height: Int, limit: Int)
    /// The file is damaged or truncated (libvips' message).
    case undecodable(String)
    /// A resized file could not be written (libvips' or the system's message).
    case unwritable(path: String, reason: String)
    /// libvips could not encode the variant of `width` pixels in `format` (its message).
    case unencodable(width: Int, format: ImageFormat, reason: String)
    /// The site's file-access policy does not read the file (a link outside the site, a FIFO; the reason).
    case refused(String)

    /// The message, lowercase, without a period.
    package var description: String {
        switch self {
        case .libraryUnavailable(let message):
            "cannot start libvips: \(message)"
        case .unsupportedFormat(let loader?):
            "image format '\(loader)' is not one Roadbook reads (JPEG, PNG, WebP, HEIC/HEIF, AVIF, GIF)"
        case .unsupportedFormat(nil):
            "not an image Roadbook can read (JPEG, PNG, WebP, HEIC/HEIF, AVIF, GIF), or a damaged one"
        case .missingSupport(let format, let library):
            "this libvips cannot read \(format) images: it was built without \(library) (on Debian, install 'libheif1' and 'libvips-dev' 8.14 or newer)"
        case .tooManyPixels(let width, let height, let limit):
            "image of \(width)×\(height) pixels is over the limit of \(limit) pixels ('images.maxPixels' in site.yaml)"
        case .undecodable(let message):
            "cannot decode image (damaged or truncated file): \(message)"
        case .unwritable(let path, let reason):
            "cannot write '\(path)': \(reason)"
        case .unencodable(let width, let format, let reason):
            "cannot write its \(width)-pixel \(format.rawValue.uppercased()) variant: \(reason)"
        case .refused(let reason):
            reason
        }
    }
}
