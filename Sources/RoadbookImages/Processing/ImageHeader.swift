import RoadbookContent
/// What an image file's header says, read without decoding its pixels.
struct ImageHeader: Hashable, Sendable {
    /// Width once the EXIF orientation is applied (what a browser shows).
    let width: Int
    /// Height once the EXIF orientation is applied.
    let height: Int
    /// Whether the image has an alpha channel (its fallback is then PNG, not JPEG).
    let hasAlpha: Bool
}
