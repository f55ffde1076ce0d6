/// A format Roadbook writes resized images in.
package enum ImageFormat: String, Hashable, Sendable, Codable, CaseIterable {
    /// WebP: offered first, read by every current browser.
    case webp
    /// AVIF: smaller than WebP, slower to write; offered only when `images.formats` lists it.
    case avif
    /// JPEG: the fallback of opaque images.
    case jpeg
    /// PNG: the fallback of images with transparency.
    case png

    /// The file extension of the written files.
    package var fileExtension: String {
        switch self {
        case .webp: "webp"
        case .avif: "avif"
        case .jpeg: "jpg"
        case .png: "png"
        }
    }

    /// The longest side, in pixels, a file of this format can have: 16,383 for WebP (its header's 14 bits), 65,535 for
    /// JPEG (16 bits); AVIF and PNG are held to JPEG's, which no photo under the pixel limit needs to pass.
    package var maximumSide: Int {
        switch self {
        case .webp: 16_383
        case .avif, .jpeg, .png: 65_535
        }
    }

    /// The media type, for `<source type>`.
    package var mediaType: String {
        "image/" + rawValue
    }
}
