import Diagnostics
import Foundation
import Mustache
import RoadbookContent
import RoadbookImages
import RoadbookPages
import SiteFiles

/// Runs the jobs of an ``OutputPlan`` into a sink, from many threads at once: each job writes its own files and
/// reports its problems to ``engine``.
struct OutputJobRunner: Sendable {
    /// Where every file goes (``OutputSink``): `generate`'s staging folder, open, or `serve`'s served folder.
    let output: any OutputSink
    /// The page data's staging folder, open (`generate --dump-data`), or nil.
    let pageData: OutputFolder?
    /// Builds each page's view model.
    let builder: PageBuilder
    /// The site's pages, in the order of ``PageBuilder/allPages``, found before the jobs run (the sitemap lists them).
    let pages: [PageKind]
    /// The compiled templates.
    let repository: TemplateRepository
    /// Writes the content images.
    let publisher: ImagePublisher
    /// How the site's own files are read.
    let access: SiteFileAccess
    /// The build's problems.
    let engine: DiagnosticsEngine
    /// Counts the pages done, for the progress line.
    let progress: ProgressCounter
    /// Where the place and todo pages leave the words of their Markdown for the search index.
    let searchTexts: SearchTexts
    /// Where the files the service worker keeps leave their digests (`offline: true`), or nil.
    let offlineDigests: OfflineDigests?
    /// Which places' descriptions stay held once their pages are built, by index; every other place's description
    /// is let go then (``PlaceDescription/release()``). `generate` keeps only the feed's places (``TripExports/
    /// feedPlaces``), whose whole descriptions the feed renders after the pages: each page is built once, and the
    /// other exports find each description's text by its holder. nil: every description stays held, as `serve`
    /// builds a page again whenever its place changes.
    var keptDescriptions: Set<Int>? = nil

    /// This runner writing into `output`, reporting to `engine` and noting the offline digests in `offlineDigests`:
    /// the runner of one job of a live build (``LiveJobSet``).
    func redirected(to output: any OutputSink, engine: DiagnosticsEngine, offlineDigests: OfflineDigests?) -> OutputJobRunner {
        OutputJobRunner(
            output: output, pageData: pageData, builder: builder, pages: pages, repository: repository, publisher: publisher,
            access: access, engine: engine, progress: progress, searchTexts: searchTexts, offlineDigests: offlineDigests,
            keptDescriptions: keptDescriptions)
    }

    /// Runs `job`; returns how many files it wrote.
    func run(_ job: OutputJob) -> Int {
        switch job {
        case .geoJSON: return writeGeoJSON()
        case .trackGeoJSON: return writeTrackGeoJSON()
        case .sitemap: return writeSitemap()
        case .searchIndex: return writeSearchIndex()
        case .image(let image): return publish(image)
        case .page(let kind):
            defer { progress.increment() }
            let page = builder.page(kind)
            searchTexts.keep(page)
            if let keptDescriptions, case .place(let index) = kind, !keptDescriptions.contains(index), let text = page.searchText {
                builder.source.place(index).descriptionBody.release(keeping: text)
            }
            return write(page)
        case .tripExport(let path): return writeTripExport(at: path)
        case .offlineFiles(let worker): return writeOfflineFiles(worker: worker)
        case .themeAsset(let asset): return write(asset)
        case .staticFile(let path):
            return copy(path, to: OutputPlan.outputPath(ofStatic: path))
        }
    }

    /// Renders `page` through its template into its file, making its folder first; with ``pageData``, writes the
    /// same context as JSON there too.
    private func write(_ page: BuiltPage) -> Int {
        if !page.diagnostics.isEmpty { engine.emit(contentsOf: page.diagnostics) }
        do {
            let context = page.viewModel.mustacheValue
            let html = try repository.renderUTF8(named: page.template, with: context)
            if Self.partCount(of: page.outputPath) > 2 {
                try output.makeDirectories(String(page.outputPath.dropLast("/index.html".count)))
            }
            try output.write(html, at: page.outputPath)
            offlineDigests?.add(outputPath: page.outputPath, bytes: html)
            if let pageData { try PageDataFolder.write(context, ofPage: page.outputPath, into: pageData) }
            return 1
        } catch let list as DiagnosticList {
            engine.emit(contentsOf: list.diagnostics)
        } catch let failure as FileOperationError {
            engine.error(failure.description, at: nil)
        } catch {
            engine.error("cannot render '\(page.outputPath)': \(error)", at: nil)
        }
        return 0
    }

    /// How many non-empty parts `path` has between its `/`s (`path.split(separator: "/").count`), counted in the
    /// bytes of an ASCII path: the split by characters was 18,000 instructions a page.
    static func partCount(of path: String) -> Int {
        let counted = path.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var parts = 0
            var inPart = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if byte == UInt8(ascii: "/") {
                    inPart = false
                } else if !inPart {
                    inPart = true
                    parts += 1
                }
            }
            return parts
        }
        return (counted ?? nil) ?? path.split(separator: "/").count
    }

    /// Writes every file of a content image (resized, or taken from the cache).
    private func publish(_ image: PublishedImage) -> Int {
        do throws(ImageProcessingError) {
            return try publisher.publish(image, into: output, foldersExist: true, diagnostics: engine)
        } catch {
            engine.error(error.description, at: SourceLocation(path: image.source.relativePath))
            return 0
        }
    }

    /// Writes `/locations.geojson`.
    private func writeGeoJSON() -> Int {
        do {
            let geoJSON = try SiteDocuments.geoJSON(builder.source)
            try output.write(geoJSON, at: SiteDocuments.geoJSONPath)
            offlineDigests?.add(outputPath: SiteDocuments.geoJSONPath, bytes: geoJSON)
            return 1
        } catch {
            engine.error("\(error)", at: nil)
            return 0
        }
    }

    /// Writes `/tracks.geojson` when the trip has tracks.
    private func writeTrackGeoJSON() -> Int {
        guard !builder.source.tripTracks.isEmpty else { return 0 }
        let tracks = Data(TrackGeoJSON.json(tracks: builder.source.tripTracks, days: builder.source.trackDays).utf8)
        do {
            try output.write(tracks, at: SiteDocuments.tracksPath)
            offlineDigests?.add(outputPath: SiteDocuments.tracksPath, bytes: tracks)
            return 1
        } catch {
            engine.error(error.description, at: nil)
            return 0
        }
    }

    /// Writes `/sitemap.xml` when `baseURL` is an absolute address (else a warning, as when `baseURL` is unset or
    /// only a path).
    private func writeSitemap() -> Int {
        let sitePaths = SiteDocuments.sitemapPaths(builder: builder, pages: pages)
        switch SiteDocuments.sitemap(config: builder.source.config, sitePaths: sitePaths) {
        case .success(let xml):
            do {
                try output.write(Data(xml.utf8), at: SiteDocuments.sitemapPath)
                return 1
            } catch {
                engine.error(error.description, at: nil)
            }
        case .failure(let warning):
            engine.emit(warning.diagnostic)
        }
        return 0
    }

    /// Writes every file of the search index into `search/` (made by the plan).
    private func writeSearchIndex() -> Int {
        let index = SearchIndex(documents: builder.searchDocuments(texts: searchTexts))
        var written = 0
        do {
            // One file made at a time, written and let go.
            try index.forEachFile { (path, bytes) throws(FileOperationError) in
                try output.write(bytes, at: path)
                offlineDigests?.add(outputPath: path, bytes: bytes)
                written += 1
            }
            return written
        } catch {
            engine.error(error.description, at: nil)
            return 0
        }
    }

    /// Writes a theme asset: the site's own file, or the built-in bytes.
    private func write(_ asset: Theme.Asset) -> Int {
        if let offlineDigests, OfflinePrecache.keeps(themeAsset: asset.path), let bytes = asset.bytes(access: access) {
            offlineDigests.add(outputPath: asset.path, bytes: bytes)
        }
        if let sitePath = asset.sitePath { return copy(sitePath, to: asset.path) }
        do {
            try output.write(asset.data ?? Data(), at: asset.path)
            return 1
        } catch {
            engine.error(error.description, at: nil)
            return 0
        }
    }

    /// Copies the site's file at `path` (relative to the site root) to `destination` in the output, through
    /// ``access``; what it refuses, and a failed copy, are errors at `path`.
    private func copy(_ path: String, to destination: String) -> Int {
        switch access.open(path) {
        case .failure(let refusal):
            engine.emit(refusal.diagnostic)
        case .success(let file):
            do {
                try output.copy(file, to: destination)
                return 1
            } catch {
                engine.error(error.description, at: SourceLocation(path: path))
            }
        }
        return 0
    }

    /// Writes the trip's export at `path` when the site has something for it, piece by piece, so that neither the
    /// calendar nor the GPX file (31 and 44 MB at 10,000 places) is ever whole in memory.
    private func writeTripExport(at path: String) -> Int {
        let exports = TripExports(builder: builder)
        guard exports.paths.contains(path) else { return 0 }
        do {
            try output.write(at: path) { write in exports.write(path, to: write) }
            return 1
        } catch {
            engine.error(error.description, at: nil)
            return 0
        }
    }

    /// Writes `files` (output path → bytes) in the order of their paths; how many, or 0 with the error reported.
    private func write(_ files: [String: Data]) -> Int {
        do {
            for path in files.keys.sorted() { try output.write(files[path]!, at: path) }
            return files.count
        } catch {
            engine.error(error.description, at: nil)
            return 0
        }
    }

    /// Writes the service worker, from `worker` and the digests the jobs before left, and the manifest.
    private func writeOfflineFiles(worker: Theme.Asset) -> Int {
        guard let script = worker.bytes(access: access) else {
            engine.error("cannot read the theme's '\(OfflineFiles.workerPath)'", at: worker.sitePath.map { SourceLocation(path: $0) })
            return 0
        }
        let images = builder.source.publishedImages.values.compactMap(OfflinePrecache.entry(smallestVariantOf:))
        return write(OfflineFiles.files(config: builder.source.config, entries: (offlineDigests?.all ?? []) + images, script: script))
    }
}
