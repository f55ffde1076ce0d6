import Diagnostics
import Parallelism
import RoadbookContent
import RoadbookImages
import SiteFiles

/// How a build publishes the content images: each image's variants and sizes, planned from its header before any
/// page is built (the pages show them), and the publisher that writes them.
struct ImagePlan: Sendable {
    /// Writes the images (and holds the cache).
    let publisher: ImagePublisher
    /// How each image that could be read is published, by name.
    let published: [String: PublishedImage]
    /// The published images, in the order of their names.
    let images: [PublishedImage]

    /// The plan of the images of `content`, read through `access`; the problems of those that cannot be read go to
    /// `diagnostics`.
    init(_ content: SiteContent, access: SiteFileAccess, diagnostics: DiagnosticsEngine) {
        // The images in the order of their names beside the cache's index read: 20,000 of each, each 20 ms on one core.
        let (publisher, assets) = ConcurrentWork.both(
            { ImagePublisher(access: access, settings: content.config.images) },
            { content.images.values.sorted { $0.name < $1.name } })
        self.publisher = publisher
        images = publisher.plan(assets, diagnostics: diagnostics)
        var published: [String: PublishedImage] = [:]
        published.reserveCapacity(images.count)
        for image in images { published[image.source.name] = image }
        self.published = published
    }
}
