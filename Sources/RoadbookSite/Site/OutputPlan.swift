import Diagnostics
import Foundation
import Parallelism
import RoadbookContent
import RoadbookImages
import RoadbookPages
import SiteFiles

/// What a build writes, decided before anything is written: the folders to make, then one ``OutputJob`` per page,
/// content image, theme asset and file of `static/`, the site's documents and its search index, each once.
///
/// A file of `static/` never replaces a file the build generates (a page, an image variant, a document, anything
/// in the search index's folder `search/`: a warning each); it does replace the theme asset of the same path,
/// which is then left out.
///
/// `generate` runs all its jobs; `serve` runs those whose inputs changed (``LiveJobSet``), through the same
/// ``OutputJobRunner``: the two write the same files from the same rule and the same code.
struct OutputPlan: Sendable {
    /// The folders to make before the jobs run: the site's sections, the images' folders (`images/800`), the
    /// theme's and `static/`'s; a page's own folder is made by its job.
    let folders: [String]
    /// The jobs in two stages, the second started when the first is done, each with its longest jobs first so the
    /// cores finish together. First the itinerary (`/days/`) and the place and todo pages; then the search index,
    /// which reads the words those pages found in their Markdown (``SearchTexts``), and the trip's exports, which
    /// read the descriptions' text the place pages left (``DescriptionPlainTexts``), with every other page (the
    /// largest first), the documents, the theme's and the site's files and the images beside them to keep the
    /// other cores busy.
    let stages: [[OutputJob]]
    /// Every job, stage after stage.
    var jobs: [OutputJob] { stages.flatMap(\.self) }
    /// The files of `static/` left out, one warning each.
    let warnings: [Diagnostic]

    /// The jobs of the site's documents, in every plan.
    static let documentJobs: [OutputJob] = [.geoJSON, .trackGeoJSON, .sitemap]
    /// The top-level folders every build has.
    static let siteFolders = ["todos", "locations", "cities", "stats", "images"]
    /// The documents' output paths, and the marker that says Roadbook wrote the folder.
    static let documentPaths = [SiteDocuments.sitemapPath, SiteDocuments.geoJSONPath, OutputLocation.markerName]

    /// The plan for `pages` (with their output paths, in the same order), `images`, the theme's `assets`, the
    /// files `staticFiles` lists, with `search` the search index, the trip's `exports` (the output paths they may
    /// take, ``TripExports/allPaths``: each is reserved, written or not, so a file of `static/` never takes one) and, with `offline`, the service worker and the manifest (``OfflineFiles``), made last from
    /// the digests of the files before them. The theme's worker script is never copied as it is.
    init(
        pages: [PageKind], outputPaths: [String], images: [PublishedImage], assets: [Theme.Asset], staticFiles: SiteFolderWalk,
        search: Bool, exports: [String] = [], offline: Bool = false
    ) {
        // The paths the build writes itself, needed only to check the files of `static/` (none in most sites): made
        // at 10,000 places, every image variant's path and a set of 90,000 paths were 50 ms of a build on one core.
        let generated = staticFiles.files.isEmpty ? [] : Set(
            outputPaths + images.flatMap(\.sitePaths) + Self.documentPaths + exports + (offline ? OfflineFiles.paths : []))
        var warnings: [Diagnostic] = []
        var copied: [String] = []
        for file in staticFiles.files {
            let relative = Self.outputPath(ofStatic: file.path)
            if generated.contains(relative) {
                warnings.append(.warning(
                    "'\(file.path)' is not copied: the build writes '\(relative)' itself", at: SourceLocation(path: file.path)))
            } else if search, relative.hasPrefix(SearchIndex.folder + "/") {
                warnings.append(.warning(
                    "'\(file.path)' is not copied: the build writes the search index in '\(SearchIndex.folder)/'",
                    at: SourceLocation(path: file.path)))
            } else {
                copied.append(file.path)
            }
        }
        let replaced = Set(copied.map(Self.outputPath(ofStatic:)))
        let themeAssets = assets.filter { !replaced.contains($0.path) && $0.path != OfflineFiles.workerPath }
        let worker = offline ? assets.first { $0.path == OfflineFiles.workerPath } : nil
        self.warnings = warnings
        let (first, others) = Self.partition(pages)
        stages = [
            first.map(OutputJob.page),
            (search ? [.searchIndex] : []) + exports.map(OutputJob.tripExport) + others.map(OutputJob.page) + Self.documentJobs
                + themeAssets.map(OutputJob.themeAsset) + copied.map(OutputJob.staticFile) + images.map(OutputJob.image),
        ] + (worker.map { [[.offlineFiles(worker: $0)]] } ?? [])
        let imageFolders = Self.folders(of: images).subtracting(Self.siteFolders)
        folders = Self.siteFolders + (pages.contains(.days) ? ["days"] : []) + (search ? [SearchIndex.folder] : []) + imageFolders.sorted()
            + Set(themeAssets.compactMap { Self.parent(of: $0.path) }).sorted()
            + staticFiles.folders.filter { $0 != SiteGenerator.staticFolder }.map(Self.outputPath(ofStatic:))
    }

    /// `pages` in the plan's two stages: the place and todo pages, which leave the words of their Markdown for the
    /// search index (``SearchTexts``) and the descriptions' text for the exports (``DescriptionPlainTexts``), first;
    /// the others, the list of every place (`/locations/`) first among them, after, beside the index and the
    /// exports. With every other page in the first stage, the index and the exports (the longest jobs, a third of a
    /// second each at 10,000 places) started only when the last list page or city was done, and one core waited for
    /// the other at the end of each stage.
    ///
    /// The itinerary (`/days/`, every place's card: 66 MB of context at 10,000 places while it renders) is built in
    /// the first stage, beside the place pages, rather than the second, where it was built while the search index
    /// merged its tables and the place pages' texts were all held: that was the build's peak of memory. It comes near
    /// the stage's end, with a twentieth of the place and todo pages after it (about its own time, so the cores still
    /// finish together): opening the stage, the 5 MB page (10,000 places) was rendered while the other core's place
    /// pages came and went beside it, and the dated build took about 5,000 more page faults (four runs each, with the
    /// template repository's size hints kept per template; before, every page after it reserved its 5 MB).
    private static func partition(_ pages: [PageKind]) -> (first: [PageKind], others: [PageKind]) {
        let withMarkdown = pages.filter {
            switch $0 {
            case .place, .todo: true
            default: false
            }
        }
        let others = pages.filter {
            switch $0 {
            case .place, .todo, .days: false
            default: true
            }
        }
        let days = pages.filter { $0 == .days }
        let afterDays = withMarkdown.count / 20
        return (
            withMarkdown.dropLast(afterDays) + days + withMarkdown.suffix(afterDays),
            others.filter { $0 == .placeList } + others.filter { $0 != .placeList }
        )
    }

    /// The folders of every site path of `images` (`images/800`), found a share of the images per core. A variant's
    /// folder is `images/<width>` (``PublishedImage/variantPath(width:name:fileExtension:)``) unless the image's name
    /// holds a `/`, so the widths are collected and each folder made once, not from every variant's path.
    private static func folders(of images: [PublishedImage]) -> Set<String> {
        let shares = min(images.count, 2 * ProcessInfo.processInfo.activeProcessorCount)
        let found = ConcurrentWork.map(shares) { share in
            var folders = Set<String>()
            var widths = Set<Int>()
            for image in images[(share * images.count / shares)..<((share + 1) * images.count / shares)] {
                guard !image.source.name.utf8.contains(UInt8(ascii: "/")) else {
                    for path in image.sitePaths { if let folder = parent(of: path) { folders.insert(folder) } }
                    continue
                }
                if let original = image.originalSitePath, let folder = parent(of: original) { folders.insert(folder) }
                image.forEachVariant { width, _ in widths.insert(width) }
            }
            for width in widths { folders.insert("images/\(width)") }
            return folders
        }
        return found.reduce(into: Set<String>()) { $0.formUnion($1) }
    }

    /// Where the file of `static/` at `path` (relative to the site root) goes in the output: `static/a/b.txt` → `a/b.txt`.
    static func outputPath(ofStatic path: String) -> String {
        String(path.dropFirst(SiteGenerator.staticFolder.count + 1))
    }

    /// The folder holding `path`, nil at the top (`css/site.css` → `css`).
    private static func parent(of path: String) -> String? {
        // An ASCII path's last "/" found in its bytes, as ``SiteFileAccess`` does.
        let bytes = path.utf8
        let slash = bytes.allSatisfy { $0 < 0x80 } ? bytes.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        return slash.map { String(path[..<$0]) }
    }

    /// Makes ``folders`` in `output`.
    func makeFolders(in output: OutputFolder) throws(FileOperationError) {
        for folder in folders { try output.makeDirectories(folder) }
    }
}
