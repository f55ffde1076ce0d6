/// A format Roadbook writes resized images in.
public enum ImageFormat: String, Hashable, Sendable, Codable, CaseIterable {
    /// WebP: offered first, read by every current browser.
    case webp
    /// AVIF: smaller than WebP, slower to write; offered only when `images.formats` lists it.
    case avif
    /// JPEG: the fallback of opaque images.
    case jpeg
    /// PNG: the fallback of images with transparency.
    case png

    /// The file extension of the written files.
    public var fileExtension: String {
        switch self {
        case .webp: "webp"
        case .avif: "avif"
        case .jpeg: "jpg"
        case .png: "png"
        }
    }

    /// The media type, for `<source type>`.
    public var mediaType: String {
        "image/" + rawValue
    }
}
