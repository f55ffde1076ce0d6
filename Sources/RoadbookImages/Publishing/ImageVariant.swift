import RoadbookContent
/// One resized file the build writes for an image.
package struct ImageVariant: Hashable, Sendable {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels (the original's aspect ratio, rounded).
    package let height: Int
    /// The file's format.
    package let format: ImageFormat
    /// Where it is published, relative to the site root: `images/<width>/<name>.<extension>`.
    package let sitePath: String
}
