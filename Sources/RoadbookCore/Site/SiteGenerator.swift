import Diagnostics
import Dispatch
import Foundation
import Mustache

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
    /// Throws every error found (with the warnings) and leaves the previous output untouched.
    @discardableResult
    public func generate(progress: (@Sendable (Int, Int) -> Void)? = nil) throws(DiagnosticList) -> GenerationReport {
        let start = DispatchTime.now()
        let content = try dataSource.loadSite()
        let engine = DiagnosticsEngine()
        engine.emit(contentsOf: content.warnings)
        func fail(_ diagnostics: [Diagnostic] = []) -> DiagnosticList {
            engine.emit(contentsOf: diagnostics)
            return DiagnosticList(engine.diagnostics)
        }

        let outputURL = (output ?? source.appendingPathComponent(content.config.output.isEmpty ? "_site" : content.config.output)).standardizedFileURL
        let location = OutputLocation(url: outputURL)
        if let refusal = location.refusal(source: source, home: home, force: force) {
            throw fail([.error("\(refusal) ('\(outputURL.path)')", at: nil)])
        }

        let theme = Theme(siteTemplates: source.appendingPathComponent("templates"), builtIn: builtInTheme)
        let repository = TemplateRepository(loader: theme.loader, strict: content.config.strictTemplates)
        for name in Self.pageTemplates {
            do { try repository.compile(named: name) } catch { engine.emit(contentsOf: error.diagnostics) }
        }
        if engine.hasErrors { throw fail() }

        let staging: URL
        do { staging = try location.makeStagingDirectory() } catch { throw fail([.error(error.description, at: nil)]) }
        let root = staging.path
        var fileCount = 0
        let pageCount: Int
        do {
            let builder = PageBuilder(content: content)
            let pages = builder.allPages
            pageCount = pages.count
            let outputPaths = pages.map { builder.outputPath(of: $0) }
            for folder in ["todos", "locations", "stats", "images"] { try FileSystemWriter.makeDirectory(root + "/" + folder) }
            let counter = ProgressCounter(total: pages.count, report: progress)
            // One parallel pass: the GeoJSON and the sitemap first, then every page (each making its own folder),
            // then the content images (each once), so no core idles at the end of any of them.
            let images = content.images.values.sorted { $0.name < $1.name }
            let sourcePath = source.path
            let documents = FileCounter()
            DispatchQueue.concurrentPerform(iterations: 1 + pages.count + images.count) { task in
                if task == 0 {
                    documents.add(writeDocuments(content: content, builder: builder, pages: pages, into: root, engine: engine))
                    return
                }
                let index = task - 1
                guard index < pages.count else {
                    let image = images[index - pages.count]
                    do {
                        try FileSystemWriter.copyFile(
                            from: sourcePath + "/" + image.relativePath, to: root + "/" + PageBuilder.imageSitePath(image))
                    } catch {
                        engine.error("\(error)", at: SourceLocation(path: image.relativePath))
                    }
                    return
                }
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
            fileCount += pages.count + images.count + documents.count
            if engine.hasErrors { throw fail() }

            // The theme's assets (its CSS, its favicon); a file of the same path in static/ replaces one.
            for asset in theme.assets {
                let destination = root + "/" + asset.path
                try FileSystemWriter.makeDirectories((destination as NSString).deletingLastPathComponent)
                if let sourceURL = asset.sourceURL {
                    try FileSystemWriter.copyFile(from: sourceURL.path, to: destination)
                } else if let data = asset.data {
                    try FileSystemWriter.write(data, to: destination)
                }
                fileCount += 1
            }

            // The user's static/ files, as they are (never over a file the build generates, a content image included:
            // its pages carry that image's width and height).
            let generated = Set(
                outputPaths + images.map(PageBuilder.imageSitePath) + ["sitemap.xml", "locations.geojson", OutputLocation.markerName])
            let themePaths = Set(theme.assets.map(\.path))
            let copied = try copyStatic(into: root, skipping: generated, engine: engine)
            fileCount += copied.count(where: { !themePaths.contains($0) })

            try FileSystemWriter.write(OutputLocation.markerText, to: root + "/" + OutputLocation.markerName)
            if engine.hasErrors { throw fail() }
            try location.swapIn(staging)
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

    /// Copies `static/` into the output, except files the build generates (a warning each); returns the paths copied.
    private func copyStatic(into root: String, skipping generated: Set<String>, engine: DiagnosticsEngine) throws -> [String] {
        let folder = source.appendingPathComponent("static").path
        let (folders, files, warnings) = StaticFiles.list(folder: folder, skipping: generated)
        engine.emit(contentsOf: warnings)
        for relative in folders { try FileSystemWriter.makeDirectories(root + "/" + relative) }
        for relative in files.sorted() {
            try FileSystemWriter.copyFile(from: folder + "/" + relative, to: root + "/" + relative)
        }
        return files
    }
}
