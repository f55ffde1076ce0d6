import Diagnostics
import Foundation
import RoadbookContent
import RoadbookImages
import SiteFiles

/// The content images of the live site: planned (sizes, variants) when the images or their settings change, and
/// written into the output only when an image is new, changed, or its file changed — as `roadbook generate` does.
final class LiveImages {
    /// How each image is published, by name; `nil` before the first plan.
    private(set) var published: [String: PublishedImage]?
    private var publisher: ImagePublisher?
    private var written: [String: PublishedImage] = [:]
    /// The warnings of the last plan (an image's header, the details file).
    private var planWarnings: [Diagnostic] = []
    /// The warnings of the last ``publish(into:changed:)``: what `generate` prints about the same images (damaged
    /// data libvips decoded anyway, the cache folder), those of the last plan first.
    private(set) var warnings: [Diagnostic] = []

    /// Every output path of the planned images.
    var sitePaths: Set<String> {
        Set((published ?? [:]).values.flatMap(\.sitePaths))
    }

    /// Plans the images of `content`; the diagnostics when any cannot be read.
    func plan(_ content: SiteContent, access: SiteFileAccess) -> DiagnosticList? {
        let engine = DiagnosticsEngine()
        let plan = ImagePlan(content, access: access, diagnostics: engine)
        if engine.hasErrors { return DiagnosticList(engine.diagnostics) }
        planWarnings = engine.diagnostics
        plan.publisher.details.save()
        (published, publisher) = (plan.published, plan.publisher)
        return nil
    }

    /// Writes the images that are new or whose files are among `changed`, and removes those gone; returns the
    /// output paths written or removed.
    func publish(into output: any OutputSink, changed: PendingChanges) throws(DiagnosticList) -> [String] {
        guard let published, let publisher else { return [] }
        if published == written && !changed.touches(ImageCatalog.directory) {
            warnings = planWarnings
            return []
        }
        var paths: [String] = []
        var problems: [Diagnostic] = []
        let engine = DiagnosticsEngine()
        defer { warnings = planWarnings + engine.diagnostics + publisher.cache.warnings }
        for (name, image) in published.sorted(by: { $0.key < $1.key })
        where written[name] != image || changed.contains(image.source.relativePath) {
            do throws(ImageProcessingError) {
                try publisher.publish(image, into: output, diagnostics: engine)
                paths += image.sitePaths
            } catch {
                problems.append(.error(error.description, at: SourceLocation(path: image.source.relativePath)))
            }
        }
        let kept = Set(published.values.flatMap(\.sitePaths))
        for image in written.values {
            for path in image.sitePaths where !kept.contains(path) {
                unlink(output.path + "/" + path)
                paths.append(path)
            }
        }
        if !problems.isEmpty { throw DiagnosticList(problems + engine.diagnostics) }
        written = published
        return paths
    }
}
