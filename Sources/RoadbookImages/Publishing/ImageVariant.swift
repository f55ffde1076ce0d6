import RoadbookContent
/// One resized file the build writes for an image.
public struct ImageVariant: Hashable, Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels (the original's aspect ratio, rounded).
    public let height: Int
    /// The file's format.
    public let format: ImageFormat
    /// Where it is published, relative to the site root: `images/<width>/<name>.<extension>`.
    public let sitePath: String
}
