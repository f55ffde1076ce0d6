import Diagnostics

/// What reading one image's header gave, before its variants are planned (``ImagePublisher/plan(_:diagnostics:)``).
enum ImageReading: Sendable {
    /// Published as it is (an SVG, a GIF).
    case copied
    /// A raster image's record and details, and whether each came from what the cache held when the build started
    /// (`indexed`, `detailsKnown`): those are marked as used once every header is read.
    case raster(ImageSourceRecord, ImageDetails, indexed: Bool, detailsKnown: Bool)
    /// Why the image cannot be published.
    case failure(DiagnosticList)
}
