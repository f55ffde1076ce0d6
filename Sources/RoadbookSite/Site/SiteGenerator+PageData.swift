import Diagnostics
import Foundation
import Parallelism
import RoadbookContent
import SiteFiles

extension SiteGenerator {
    /// Writes every page's template context as JSON into a fresh folder beside `folder` and returns it, for
    /// `generate --dump-data`: the data is exactly what the build renders each page with.
    ///
    /// Loads and checks what a build does (content, templates, the output folder) and `folder`'s own rules, plans
    /// the images and builds each page's view model as ``generate(progress:)`` does; every problem is thrown
    /// together, and nothing is left behind. The problems found while building pages (Markdown links) and rendering
    /// them are the build's to report, with the rest of its run: call ``generate(progress:)`` next, then put the
    /// result in place with ``PageDataFolder/swapIn(_:)`` when it succeeded, else ``PageDataFolder/discard(_:)`` it.
    public func stagePageData(in folder: PageDataFolder) throws(DiagnosticList) -> URL {
        let engine = DiagnosticsEngine()
        if let refusal = folder.refusal(source: source, home: home, force: force) { engine.error(refusal, at: nil) }
        let inputs = try checkedInputs(engine: engine)
        if let refusal = folder.refusal(output: inputs.location.url) { engine.error(refusal, at: nil) }
        let images = inputs.content.images.values.sorted { $0.name < $1.name }
        let published = ImagePublisher(access: inputs.access, settings: inputs.content.config.images).plan(images, diagnostics: engine)
        if engine.hasErrors { throw DiagnosticList(engine.diagnostics) }

        let staging: URL
        do throws(FileOperationError) {
            staging = try folder.makeStagingDirectory()
        } catch {
            throw DiagnosticList([.error(error.description, at: nil)])
        }
        let builder = PageBuilder(content: inputs.content, images: published)
        let pages = builder.allPages
        let failures = ConcurrentWork.map(pages.count) { index -> FileOperationError? in
            do throws(FileOperationError) {
                try folder.write(builder.page(pages[index]), into: staging)
                return nil
            } catch {
                return error
            }
        }
        for case let failure? in failures { engine.error(failure.description, at: nil) }
        if !engine.hasErrors {
            do throws(FileOperationError) { try folder.finish(staging) } catch { engine.error(error.description, at: nil) }
        }
        guard !engine.hasErrors else {
            folder.discard(staging)
            throw DiagnosticList(engine.diagnostics)
        }
        return staging
    }
}
