import Diagnostics
import Dispatch
import Foundation
import Mustache
import SiteFiles
import RoadbookContent

/// Builds the whole static site: loads the content, builds a page view model per page, renders each through the
/// theme's Mustache templates and writes the output atomically (a failed build leaves the previous output as it was).
///
/// Rendering and writing run in parallel on all cores; every problem is collected and reported together.
public struct SiteGenerator: Sendable {
    /// The site folder (holds `site.yaml`, `content/`, optionally `templates/` and `static/`).
    public let source: URL
    /// Where the content comes from.
    public let dataSource: any ContentDataSource
    /// The output folder; `nil` for `site.yaml`'s `output` (default `_site`) inside the site folder.
    public let output: URL?
    /// Replace an output folder that holds files Roadbook did not write.
    public let force: Bool
    /// The built-in theme (relative path → bytes); the site's `templates/` overrides it file by file.
    public let builtInTheme: [String: Data]
    /// The home folder, which is never used as the output.
    public let home: String?

    /// The user's own files, copied to the output as they are.
    static let staticFolder = "static"

    /// The templates every build renders, one per page kind.
    public static let pageTemplates = ["home", "todos", "todo", "locations", "location", "stats", "404"]

    /// A generator for the site at `source`.
    public init(
        source: URL, dataSource: any ContentDataSource, output: URL? = nil, force: Bool = false,
        builtInTheme: [String: Data] = DefaultTheme.files, home: String? = ProcessInfo.processInfo.environment["HOME"]
    ) {
        self.source = source.standardizedFileURL
        self.dataSource = dataSource
        self.output = output
        self.force = force
        self.builtInTheme = builtInTheme
        self.home = home
    }

    /// Builds the site; `progress` is called with (pages done, pages) as rendering goes on.
    ///
    /// Throws every error found (with the warnings) and leaves the previous output untouched. Problems of every
    /// kind are found in one run, like a compiler: when content has errors, the Markdown links of what loaded and
    /// the templates are still checked, and everything is reported together.
    @discardableResult
    public func generate(progress: (@Sendable (Int, Int) -> Void)? = nil) throws(DiagnosticList) -> GenerationReport {
        let start = DispatchTime.now()
        let engine = DiagnosticsEngine()
        func fail(_ diagnostics: [Diagnostic] = []) -> DiagnosticList {
            engine.emit(contentsOf: diagnostics)
            return DiagnosticList(engine.diagnostics)
        }
        let inputs = try checkedInputs(engine: engine)
        let (content, theme, repository, location) = (inputs.content, inputs.theme, inputs.repository, inputs.location)
        let (access, staticFiles, outputURL) = (inputs.access, inputs.staticFiles, inputs.location.url)

        let staging: URL
        do { staging = try location.makeStagingDirectory() } catch { throw fail([.error(error.description, at: nil)]) }
        let root = staging.path
        var fileCount = 0
        let pageCount: Int
        do {
            // Image headers first (each image's variants and sizes go into the pages), then everything in parallel.
            let images = content.images.values.sorted { $0.name < $1.name }
            let publisher = ImagePublisher(access: access, settings: content.config.images)
            let published = publisher.plan(images, diagnostics: engine)
            if engine.hasErrors { throw fail() }
            let builder = PageBuilder(content: content, images: published)
            let pages = builder.allPages
            pageCount = pages.count
            let outputPaths = pages.map { builder.outputPath(of: $0) }
            for folder in ["todos", "locations", "stats", "images"] { try FileSystemWriter.makeDirectory(root + "/" + folder) }
            let counter = ProgressCounter(total: pages.count, report: progress)
            // One parallel pass: the GeoJSON and the sitemap first, then the content images (the longest tasks, each
            // image once: resized, or taken from the cache), then every page (each making its own folder), so
            // image processing runs alongside rendering and no core idles at the end.
            let imageTasks = images.compactMap { published[$0.name] }
            let documents = FileCounter()
            let imageFiles = FileCounter()
            DispatchQueue.concurrentPerform(iterations: 1 + imageTasks.count + pages.count) { task in
                if task == 0 {
                    documents.add(writeDocuments(content: content, builder: builder, pages: pages, into: root, engine: engine))
                    return
                }
                guard task > imageTasks.count else {
                    let image = imageTasks[task - 1]
                    do throws(ImageProcessingError) {
                        try publisher.publish(image, into: root)
                        imageFiles.add(image.sitePaths.count)
                    } catch {
                        engine.error(error.description, at: SourceLocation(path: image.source.relativePath))
                    }
                    return
                }
                let index = task - 1 - imageTasks.count
                let page = builder.page(pages[index])
                if !page.diagnostics.isEmpty { engine.emit(contentsOf: page.diagnostics) }
                do {
                    let html = try repository.render(named: page.template, with: page.viewModel.mustacheValue)
                    if page.outputPath.split(separator: "/").count > 2 {
                        try FileSystemWriter.makeDirectory(root + "/" + page.outputPath.dropLast("/index.html".count))
                    }
                    try FileSystemWriter.write(html, to: root + "/" + page.outputPath)
                } catch let list as DiagnosticList {
                    engine.emit(contentsOf: list.diagnostics)
                } catch let failure as FileSystemWriter.Failure {
                    engine.error(failure.description, at: nil)
                } catch {
                    engine.error("cannot render '\(page.outputPath)': \(error)", at: nil)
                }
                counter.increment()
            }
            fileCount += pages.count + imageFiles.count + documents.count
            if engine.hasErrors { throw fail() }

            // The theme's assets (its CSS, its favicon); a file of the same path in static/ replaces one.
            for asset in theme.assets {
                let destination = root + "/" + asset.path
                try FileSystemWriter.makeDirectories((destination as NSString).deletingLastPathComponent)
                if let sitePath = asset.sitePath {
                    copy(sitePath, to: destination, access: access, engine: engine)
                } else if let data = asset.data {
                    try FileSystemWriter.write(data, to: destination)
                }
                fileCount += 1
            }

            // The user's static/ files, as they are (never over a file the build generates, a content image included:
            // its pages carry that image's width and height).
            let generated = Set(
                outputPaths + imageTasks.flatMap(\.sitePaths) + ["sitemap.xml", "locations.geojson", OutputLocation.markerName])
            let themePaths = Set(theme.assets.map(\.path))
            let copied = try copyStatic(staticFiles, access: access, into: root, skipping: generated, engine: engine)
            fileCount += copied.count(where: { !themePaths.contains($0) })

            try FileSystemWriter.write(OutputLocation.markerText, to: root + "/" + OutputLocation.markerName)
            if engine.hasErrors { throw fail() }
            try location.swapIn(staging)
            publisher.cache.removeStaleEntries()
        } catch let list as DiagnosticList {
            location.discard(staging)
            throw list
        } catch let failure as FileSystemWriter.Failure {
            location.discard(staging)
            throw fail([.error(failure.description, at: nil)])
        } catch {
            location.discard(staging)
            throw fail([.error("\(error)", at: nil)])
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return GenerationReport(
            output: outputURL, pageCount: pageCount, fileCount: fileCount + 1,
            warnings: engine.diagnostics.filter { !$0.isError }, seconds: seconds,
            basePath: content.config.basePath)
    }

    /// Writes `/locations.geojson` and, when `baseURL` is an absolute address, `/sitemap.xml` (else a warning, as
    /// when `baseURL` is unset or only a path); returns the files written.
    private func writeDocuments(content: SiteContent, builder: PageBuilder, pages: [PageKind], into root: String, engine: DiagnosticsEngine) -> Int {
        var written = 0
        do {
            try FileSystemWriter.write(try SiteDocuments.geoJSON(builder.source), to: root + "/locations.geojson")
            written += 1
            switch SiteDocuments.sitemap(config: content.config, sitePaths: SiteDocuments.sitemapPaths(builder: builder, pages: pages)) {
            case .success(let xml):
                try FileSystemWriter.write(xml, to: root + "/sitemap.xml")
                written += 1
            case .failure(let warning):
                engine.emit(warning.diagnostic)
            }
        } catch {
            engine.error("\(error)", at: nil)
        }
        return written
    }

    /// Copies the site's file at `path` (relative to the site root) to `destination`, through `access`; what it
    /// refuses, and a failed copy, are errors at `path`.
    private func copy(_ path: String, to destination: String, access: SiteFileAccess, engine: DiagnosticsEngine) {
        switch access.open(path) {
        case .failure(let refusal):
            engine.emit(refusal.diagnostic)
        case .success(let file):
            do {
                try FileSystemWriter.copy(file, to: destination)
            } catch {
                engine.error(error.description, at: SourceLocation(path: path))
            }
        }
    }

    /// Copies the files of `static/` the walk found (each real folder once, a second path to one a warning, within
    /// ``SiteWalkLimits/standard``) into the output, except files the build generates (a warning each); returns
    /// the paths copied, relative to `static/`.
    private func copyStatic(
        _ walk: SiteFolderWalk, access: SiteFileAccess, into root: String, skipping generated: Set<String>, engine: DiagnosticsEngine
    ) throws -> [String] {
        let folder = Self.staticFolder
        for path in walk.folders where path != folder {
            try FileSystemWriter.makeDirectories(root + "/" + path.dropFirst(folder.count + 1))
        }
        var copied: [String] = []
        for file in walk.files {
            let relative = String(file.path.dropFirst(folder.count + 1))
            if generated.contains(relative) {
                engine.warning("'\(file.path)' is not copied: the build writes '\(relative)' itself", at: SourceLocation(path: file.path))
                continue
            }
            copy(file.path, to: root + "/" + relative, access: access, engine: engine)
            copied.append(relative)
        }
        return copied
    }
}
