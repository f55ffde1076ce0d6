import Diagnostics
import Dispatch
import Foundation
import Mustache
import Parallelism
import RoadbookContent
import RoadbookImages
import RoadbookPages
import SiteFiles

/// Builds the whole static site: loads the content, builds a page view model per page, renders each through the
/// theme's Mustache templates and writes the output atomically (a failed build leaves the previous output as it was).
///
/// Rendering and writing run in parallel on all cores; every problem is collected and reported together.
package struct SiteGenerator: Sendable {
    /// The site folder (holds `site.yaml`, `content/`, optionally `templates/` and `static/`).
    package let source: URL
    /// Where the content comes from.
    package let dataSource: any ContentDataSource
    /// The output folder; `nil` for `site.yaml`'s `output` (default `_site`) inside the site folder.
    package let output: URL?
    /// Replace an output folder that holds files Roadbook did not write.
    package let force: Bool
    /// The built-in theme (relative path → bytes); the site's `templates/` overrides it file by file.
    package let builtInTheme: [String: Data]
    /// The home folder, which is never used as the output.
    package let home: String?
    /// Where `generate --dump-data` writes each page's template context as JSON; `nil` for no dump.
    package let pageData: PageDataFolder?
    /// Leave what the build held to the process's exit instead of freeing it (``KeptUntilExit``): for a command that
    /// exits once the site is built.
    package var leavesMemoryToExit = false

    /// The user's own files, copied to the output as they are.
    static let staticFolder = SiteLayout.staticFiles

    /// A generator for the site at `source`.
    package init(
        source: URL, dataSource: any ContentDataSource, output: URL? = nil, force: Bool = false,
        builtInTheme: [String: Data] = DefaultTheme.files, home: String? = ProcessInfo.processInfo.environment["HOME"],
        pageData: PageDataFolder? = nil
    ) {
        self.source = source.standardizedFileURL
        self.dataSource = dataSource
        self.output = output
        self.force = force
        self.builtInTheme = builtInTheme
        self.home = home
        self.pageData = pageData
    }

    /// Builds the site; `progress` is called with (pages done, pages) as rendering goes on.
    ///
    /// Throws every error found (with the warnings) and leaves the previous output untouched. Problems of every
    /// kind are found in one run, like a compiler: when content has errors, the Markdown links of what loaded and
    /// the templates are still checked, and everything is reported together.
    @discardableResult
    package func generate(progress: (@Sendable (Int, Int) -> Void)? = nil) throws(DiagnosticList) -> GenerationReport {
        let start = DispatchTime.now()
        GenerateMemory.limitArenasToBuildThreads()
        GenerateMemory.fixMappedBlockSize()
        let engine = DiagnosticsEngine()
        let (inputs, location) = try checkedInputs(engine: engine)
        // One build of an output at a time; holding the lock, the leftovers of killed builds are provably unused.
        let lock: FileLock.Held
        do {
            try FileSystemWriter.makeDirectories(location.url.deletingLastPathComponent().path)
            lock = try location.buildLock.hold()
        } catch {
            engine.error(error.description, at: nil)
            throw DiagnosticList(engine.diagnostics)
        }
        defer { lock.release() }
        location.removeLeftovers()
        let staging: Staging
        do { staging = try Staging(site: location, pageData: pageData) } catch {
            engine.error(error.description, at: nil)
            throw DiagnosticList(engine.diagnostics)
        }
        guard let written = build(inputs, in: staging, swappingInto: location, engine: engine, progress: progress) else {
            // The one failure path: whatever stage failed, the staging folders go and the old output stays.
            staging.discard()
            throw DiagnosticList(engine.diagnostics)
        }
        if leavesMemoryToExit { KeptUntilExit.keep(inputs) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return GenerationReport(
            output: location.url, pageCount: written.pages, fileCount: written.files,
            warnings: engine.diagnostics.filter { !$0.isError }, seconds: seconds,
            basePath: inputs.content.config.basePath)
    }

    /// The stages of a build into `staging`, each run only when the ones before found no error: the images'
    /// headers (each image's variants and sizes go into the pages), the plan of every file, the folders, every job
    /// in parallel, the marker files, and the swaps that put the staging folders in place of the output (and of the
    /// page data folder) at `location`.
    ///
    /// Returns the pages and files written; nil when a stage failed (its errors are in `engine`).
    func build(
        _ inputs: SiteInputs, in staging: Staging, swappingInto location: OutputLocation, engine: DiagnosticsEngine,
        progress: (@Sendable (Int, Int) -> Void)?
    ) -> (pages: Int, files: Int)? {
        let images = ImagePlan(inputs.content, access: inputs.access, diagnostics: engine)
        let publisher = images.publisher
        guard !engine.hasErrors else {
            reportProblems(of: images.images, publisher: publisher, in: staging, engine: engine)
            return nil
        }
        publisher.cache.saveIndex()
        let builder = PageBuilder(content: inputs.content, images: images.published)
        let pages = builder.allPages
        let plan = OutputPlan(
            pages: pages, outputPaths: pages.map(builder.outputPath(of:)), images: images.images,
            assets: inputs.templates.theme.assets, staticFiles: inputs.staticFiles, search: inputs.content.config.search,
            exports: TripExports.allPaths, offline: inputs.content.config.offline)
        engine.emit(contentsOf: plan.warnings)
        do {
            let output = try OutputFolder(path: staging.site.path)
            let runner = OutputJobRunner(
                output: output, pageData: try staging.pageData.map { url throws(FileOperationError) in try OutputFolder(path: url.path) },
                builder: builder, pages: pages, repository: inputs.templates.repository, publisher: publisher, access: inputs.access,
                engine: engine, progress: ProgressCounter(total: pages.count, report: progress),
                searchTexts: SearchTexts(), offlineDigests: inputs.content.config.offline ? OfflineDigests() : nil,
                keptDescriptions: Set(TripExports(builder: builder).feedPlaces))
            try plan.makeFolders(in: output)
            let files = plan.stages.map { jobs in ConcurrentWork.map(jobs.count) { runner.run(jobs[$0]) }.reduce(0, +) }.reduce(0, +)
            engine.emit(contentsOf: publisher.cache.warnings)
            guard !engine.hasErrors else { return nil }
            try staging.finishAndSwapIn(site: location, pageData: pageData)
            publisher.cache.removeStaleEntries()
            publisher.details.save()
            if leavesMemoryToExit { KeptUntilExit.keep((runner, images, plan)) }
            return (pages.count, files + 1)
        } catch {
            engine.error(error.description, at: nil)
            return nil
        }
    }

    /// Decodes `images` (those whose headers could be read) into the staging folder, which the failed build then
    /// removes, so that every image problem of a run is reported together: a photo damaged mid-file beside one whose
    /// header is unreadable. What they make stays in the cache, for the next build.
    private func reportProblems(of images: [PublishedImage], publisher: ImagePublisher, in staging: Staging, engine: DiagnosticsEngine) {
        guard let output = try? OutputFolder(path: staging.site.path) else { return }
        _ = ConcurrentWork.map(images.count) { index in
            do throws(ImageProcessingError) {
                try publisher.publish(images[index], into: output, diagnostics: engine)
            } catch {
                engine.error(error.description, at: SourceLocation(path: images[index].source.relativePath))
            }
        }
    }
}
