import Diagnostics
import Foundation
import RoadbookContent
import RoadbookImages
import SiteFiles

/// The content images of the live site, planned (sizes, variants) as `roadbook generate` plans them (``ImagePlan``),
/// again when the images or their settings change; their jobs (``OutputJob/image(_:)``) write them.
final class LiveImages {
    /// How each image is published, by name; `nil` before the first plan.
    private(set) var published: [String: PublishedImage]?
    /// Writes them (the image jobs of ``LiveJobSet``), holding the cache; `nil` before the first plan.
    private(set) var publisher: ImagePublisher?
    /// The warnings of the last plan (an image's header, the details file).
    private(set) var warnings: [Diagnostic] = []

    /// Plans the images of `content`; the diagnostics when any cannot be read.
    func plan(_ content: SiteContent, access: SiteFileAccess) -> DiagnosticList? {
        let engine = DiagnosticsEngine()
        let plan = ImagePlan(content, access: access, diagnostics: engine)
        if engine.hasErrors { return DiagnosticList(engine.diagnostics) }
        warnings = engine.diagnostics
        plan.publisher.details.save()
        (published, publisher) = (plan.published, plan.publisher)
        return nil
    }
}
