import Diagnostics
import Dispatch
import Foundation
import Mustache
import Observation
import Parallelism
import SiteFiles

/// Every generated file of the live site (the pages and ``SiteDocuments``), each built inside
/// Observation's tracking so it is built again only when something it read changed.
///
/// The bytes of each file built wait in a file of their own in the staging folder until they are written (the
/// whole site's pages held in memory took the first build at 10,000 places from 288 MiB to a 421 MiB peak).
final class LivePageSet {
    private let dirty = DirtyPaths()
    /// The folder where built files wait (``TrackedFile/staged(in:)``).
    private let staging: String
    /// The words of the place and todo pages' Markdown, for the search index, kept from build to build.
    private let searchTexts = SearchTexts()
    /// Output path → the file as last built.
    private(set) var files: [String: TrackedFile] = [:]
    /// The output paths of the files the last ``update(site:repository:rebuildAll:)`` built.
    private(set) var lastBuilt: Set<String> = []
    /// How many files the last update built.
    var lastBuiltCount: Int { lastBuilt.count }
    /// The output paths of the pages, in the order of ``PageBuilder/allPages``.
    private(set) var pagePaths: [String] = []
    /// The pages, in the order of ``PageBuilder/allPages``.
    private(set) var pageKinds: [PageKind] = []
    /// The output paths of the search index as last built; nil before it is first built.
    private var searchPaths: Set<String>?

    /// The offline entries of the files the service worker keeps that this set built: the pages, the GeoJSON (the
    /// places' and the tracks') and the search index (``OfflinePrecache``), as `generate`'s jobs record them.
    var offlineEntries: [OfflineEntry] {
        (pagePaths + [SiteDocuments.geoJSONPath, SiteDocuments.tracksPath] + (searchPaths ?? []).sorted()).compactMap { path in
            files[path]?.digest.map { OfflineEntry(url: OfflinePrecache.url(ofOutputPath: path), digest: StableDigest(value: UInt64(bitPattern: Int64($0)))) }
        }
    }

    /// Whether the search index is out of date: an update deferred it (``updateSearchIndexIfStale(site:)``).
    private(set) var searchIsStale = false
    /// The exports an update deferred (output paths), for ``updateSearchIndexIfStale(site:)``.
    private var staleExports: Set<String> = []
    /// Whether an update left the search index or the exports for ``updateSearchIndexIfStale(site:)``.
    var hasDeferredWork: Bool { searchIsStale || !staleExports.isEmpty }

    /// A page set whose built files wait in the folder `staging` (made when first needed).
    init(staging: String) {
        self.staging = staging
    }

    /// Builds the files that are new or whose inputs changed (all with `rebuildAll`), forgets the files the site
    /// no longer has; returns the output paths whose bytes changed or that were removed.
    ///
    /// With `deferringSearch`, a search index that needs building again is left for
    /// ``updateSearchIndexIfStale(site:)`` (built whole, it takes a second at 10,000 places, and the changed page
    /// should not wait for it); the first build always builds it.
    func update(site: LiveSite, repository: TemplateRepository, rebuildAll: Bool, deferringSearch: Bool = false) -> Set<String> {
        let builder = PageBuilder(source: site)
        let kinds = builder.allPages
        let paths = kinds.map(builder.outputPath(of:))
        var dirtyNow = dirty.take()
        // The sitemap lists the pages, and the list is made here, outside the tracking: it is built again whenever
        // the pages are not those of the last update (else a folder of places moved away and back leaves it without
        // them for good).
        if paths != pagePaths { dirtyNow.insert(SiteDocuments.sitemapPath) }
        let documents = Self.documents(of: site)
        let wanted = (zip(kinds, paths).map { (Job.page($0), $1) } + documents).filter { rebuildAll || files[$0.1] == nil || dirtyNow.contains($0.1) }
        let jobs = deferExports(of: wanted, if: deferringSearch && searchPaths != nil)
        let (dirty, searchTexts) = (self.dirty, self.searchTexts)
        // Without the folder the bytes stay in memory.
        let staging = (try? FileSystemWriter.makeDirectories(self.staging)) != nil ? self.staging : nil
        // The digest of each file as it is on disk (written, so holding no bytes): a file built again with the same
        // bytes is not written again, so it keeps none either.
        let onDisk = jobs.map { _, path in files[path].flatMap { $0.bytes == nil ? $0.digest : nil } }
        let built = ConcurrentWork.map(jobs.count) { index in
            let (job, path) = jobs[index]
            let file = TrackedFile.build(path, dirty: dirty) {
                switch job {
                case .page(let kind): Self.page(kind, builder: builder, repository: repository, searchTexts: searchTexts)
                case .geoJSON: Self.geoJSON(site)
                case .tracks: TrackedFile(data: Data(TrackGeoJSON.json(tracks: site.tripTracks, days: site.trackDays).utf8), diagnostics: [])
                case .sitemap: Self.sitemap(builder, kinds)
                case .tripExport(let path): TrackedFile(data: TripExports(builder: builder).file(at: path), diagnostics: [])
                }
            }
            if let digest = file.digest, digest == onDisk[index] { return file.written }
            return staging.map(file.staged(in:)) ?? file
        }
        var changed = Set<String>()
        for ((_, path), file) in zip(jobs, built) {
            if files[path]?.digest != file.digest || files[path] == nil { changed.insert(path) }
            files[path] = file
        }
        // What the index reads (each place's name, city and description, each todo's title and notes, the cities,
        // the strings) is read by the place, todo and city pages too: when none of them was built again, the index
        // is as it was. Tracked through Observation instead, the index's reads of every place were a tracking
        // whose cancellation, at the first change, took 50 ms of each edit at 10,000 places.
        let indexInputsChanged = paths != pagePaths || jobs.contains { Self.readsIndexInputs($0.0) }
        if rebuildAll || searchPaths == nil || indexInputsChanged || searchIsStale {
            if deferringSearch, searchPaths != nil {
                searchIsStale = true
            } else {
                updateSearchIndex(builder, changed: &changed)
            }
        }
        let current = Set(paths + documents.map(\.1)).union(searchPaths ?? [])
        if paths != pagePaths { searchTexts.keepOnly(Set(paths)) }
        pagePaths = paths
        pageKinds = kinds
        for path in files.keys where !current.contains(path) {
            files[path] = nil
            changed.insert(path)
        }
        lastBuilt = Set(jobs.map(\.1))
        return changed
    }

    /// The site's documents and where each goes: the places' GeoJSON, the sitemap, the tracks when there are any, and
    /// the exports (``TripExports``: each is a file, or nothing when the site has none of it).
    private static func documents(of site: LiveSite) -> [(Job, String)] {
        [(.geoJSON, SiteDocuments.geoJSONPath), (.sitemap, SiteDocuments.sitemapPath)]
            + (site.tripTracks.isEmpty ? [] : [(.tracks, SiteDocuments.tracksPath)])
            + TripExports.allPaths.map { (Job.tripExport($0), $0) }
    }

    /// Whether `job` reads what the search index reads: the place, todo and city pages do.
    private static func readsIndexInputs(_ job: Job) -> Bool {
        switch job {
        case .page(.place), .page(.todo), .page(.city): true
        default: false
        }
    }

    /// Builds the search index and the exports an update deferred; returns the output paths whose bytes changed or
    /// that were removed (none when nothing waited).
    func updateSearchIndexIfStale(site: LiveSite) -> Set<String> {
        guard hasDeferredWork else { return [] }
        var changed = Set<String>()
        let builder = PageBuilder(source: site)
        if searchIsStale { updateSearchIndex(builder, changed: &changed) }
        for path in staleExports.sorted() {
            let file = TrackedFile.build(path, dirty: dirty) {
                TrackedFile(data: TripExports(builder: builder).file(at: path), diagnostics: [])
            }
            if files[path]?.digest != file.digest || files[path] == nil { changed.insert(path) }
            files[path] = file
        }
        staleExports = []
        return changed
    }

    /// `jobs` (when `deferring`) without the exports, which wait for ``updateSearchIndexIfStale(site:)``: they read every place (the GPX
    /// file every description), so an edit's page is served before they are built again, as the search index is.
    private func deferExports(of jobs: [(Job, String)], if deferring: Bool) -> [(Job, String)] {
        guard deferring else { return jobs }
        return jobs.filter { job, path in
            guard case .tripExport = job else { return true }
            staleExports.insert(path)
            return false
        }
    }

    /// Builds the search index again (none with `search: false`), as a whole; puts its files into ``files`` and
    /// adds to `changed` those whose bytes changed or that are gone. They are not counted in ``lastBuilt``, which
    /// counts pages and documents.
    private func updateSearchIndex(_ builder: PageBuilder, changed: inout Set<String>) {
        let index = builder.source.config.search ? SearchIndex(documents: builder.searchDocuments(texts: searchTexts)).files : [:]
        for path in searchPaths ?? [] where index[path] == nil {
            files[path] = nil
            changed.insert(path)
        }
        for (path, data) in index {
            let file = TrackedFile(data: data, diagnostics: [])
            if files[path]?.digest != file.digest || files[path] == nil { changed.insert(path) }
            files[path] = file
        }
        searchPaths = Set(index.keys)
        searchIsStale = false
    }

    /// Drops the bytes of the file at `path`, which are written: only its digest is kept.
    func forgetBytes(of path: String) {
        files[path] = files[path]?.written
    }

    /// Every problem of the files as last built.
    var diagnostics: [Diagnostic] {
        files.values.flatMap(\.diagnostics)
    }

    private static func page(_ kind: PageKind, builder: PageBuilder, repository: TemplateRepository, searchTexts: SearchTexts)
        -> TrackedFile
    {
        let page = builder.page(kind)
        searchTexts.keep(page)
        do {
            let html = try repository.renderUTF8(named: page.template, with: page.viewModel.mustacheValue)
            return TrackedFile(data: Data(html), diagnostics: page.diagnostics)
        } catch {
            return TrackedFile(data: nil, diagnostics: page.diagnostics + error.diagnostics)
        }
    }

    private static func geoJSON(_ site: LiveSite) -> TrackedFile {
        do {
            return TrackedFile(data: try SiteDocuments.geoJSON(site), diagnostics: [])
        } catch {
            return TrackedFile(data: nil, diagnostics: [.error("\(error)", at: nil)])
        }
    }

    private static func sitemap(_ builder: PageBuilder, _ kinds: [PageKind]) -> TrackedFile {
        switch SiteDocuments.sitemap(
            config: builder.source.config, sitePaths: SiteDocuments.sitemapPaths(builder: builder, pages: kinds))
        {
        case .success(let xml): TrackedFile(data: Data(xml.utf8), diagnostics: [])
        case .failure(let warning): TrackedFile(data: nil, diagnostics: [warning.diagnostic])
        }
    }
}

/// One file to build.
private enum Job: Sendable {
    case page(PageKind)
    case geoJSON
    case tracks
    case sitemap
    case tripExport(String)
}
