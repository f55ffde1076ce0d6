import Diagnostics
import Foundation
import RoadbookContent
import RoadbookImages
import SiteFiles

/// The content images of the live site, planned (sizes, variants) as `roadbook generate` plans them (``ImagePlan``),
/// again when the images or their settings change; their jobs (``OutputJob/image(_:)``) write them.
final class LiveImages {
    /// How each image is published and the publisher that writes them (the image jobs of ``LiveJobSet``); `nil`
    /// before the first plan.
    private(set) var plan: ImagePlan?
    /// The warnings of the last plan (an image's header, the details file).
    private(set) var warnings: [Diagnostic] = []

    /// Plans the images of `content` again; the diagnostics when any cannot be read (the last plan is then kept).
    func replan(_ content: SiteContent, access: SiteFileAccess) -> DiagnosticList? {
        let engine = DiagnosticsEngine()
        let plan = ImagePlan(content, access: access, diagnostics: engine)
        if engine.hasErrors { return DiagnosticList(engine.diagnostics) }
        warnings = engine.diagnostics
        plan.publisher.details.save()
        self.plan = plan
        return nil
    }
}
