import Diagnostics
import Foundation
import Mustache
import RoadbookContent
import SiteFiles

/// Builds a site into a folder and keeps it up to date for `serve`: the content is loaded once into a
/// ``LiveSite``; after a change only the changed files are read again, only the pages that read a changed value
/// are built again (as Observation reports), and only the files whose bytes changed are written, each atomically.
///
/// What the folder holds is, byte for byte, what `roadbook generate` writes for the same files. A build with
/// errors leaves the folder as the last good build left it. Not Sendable: one build at a time, on one thread (`serve`
/// keeps it behind a lock).
package final class LiveSiteBuilder {
    /// The site folder.
    package let source: URL
    private let output: LiveOutputFolder
    private let builtInTheme: [String: Data]
    private let cache = ContentLoadCache()
    private let pages: LivePageSet
    private var site: LiveSite?
    /// The theme and its compiled templates as the last build that compiled them found them; nil when they failed.
    private var templates: SiteTemplates?
    private var extras: ExtraFiles?
    private var unwritten: Set<String> = []
    private var writtenExtras: [String: ExtraFiles.Origin] = [:]
    /// What changed since the last good build: the templates, images and copies it touches are read again.
    private var pending = PendingChanges()
    private let images = LiveImages()
    /// The content of the last load that succeeded, for the quick path of ``PlaceFileUpdate``.
    private var lastContent: SiteContent?
    /// Whether the output holds the marker (``OutputLocation/mark(_:)``), written by the first good build.
    private var isMarked = false
    /// Whether the last build wrote its files (a failed one leaves the folder as the one before left it).
    private var lastBuildSucceeded = false

    /// A builder of the site at `source` into the folder `output` (made if missing).
    package init(source: URL, output: URL, builtInTheme: [String: Data] = DefaultTheme.files) {
        self.source = source.standardizedFileURL
        self.output = LiveOutputFolder(root: output.standardizedFileURL.path)
        pages = LivePageSet(staging: self.output.staging)
        self.builtInTheme = builtInTheme
    }

    /// The output paths of the files the last build built again (`index.html`, `locations/colosseum/index.html`,
    /// `locations.geojson`).
    package var lastBuiltPaths: Set<String> { pages.lastBuilt }

    /// The number of pages of the last build.
    package var pageCount: Int { pages.pagePaths.count }

    /// The live model, once a build has loaded the content.
    package var liveSite: LiveSite? { site }

    /// Whether the last build left the search index to ``buildSearchIndex()``.
    package var searchIndexIsStale: Bool { pages.searchIsStale }

    /// Builds after the files at `changed` (absolute paths) changed; `nil` builds everything.
    ///
    /// With `deferringSearchIndex`, a search index that needs building again is left as it is, for
    /// ``buildSearchIndex()`` once the pages are served: built whole, it took a second at 10,000 places, and a saved
    /// description waited for it. What the folder holds equals `generate`'s output again once that has run.
    package func build(changed: [String]? = nil, deferringSearchIndex: Bool = false) -> LiveBuildResult {
        let result = attemptBuild(changed: changed, deferringSearchIndex: deferringSearchIndex)
        if case .built = result { lastBuildSucceeded = true } else { lastBuildSucceeded = false }
        return result
    }

    private func attemptBuild(changed: [String]?, deferringSearchIndex: Bool) -> LiveBuildResult {
        let relative = changed.map { $0.map(relativePath) }
        if let relative { cache.invalidate(relative) } else { cache.invalidateAll() }
        pending.add(relative)
        let content: SiteContent
        if let last = lastContent, let relative,
            relative.allSatisfy({ $0.hasPrefix(PlaceFileLoader.directory + "/") }),
            let patched = PlaceFileUpdate.patched(last, paths: relative, root: source, cache: cache)
        {
            content = patched
        } else {
            do {
                content = try FileContentDataSource(root: source).loadSite(cache: cache)
            } catch {
                lastContent = nil
                return .failed(error)
            }
        }
        lastContent = content
        let access = SiteFileAccess(root: source)
        let templatesChanged = pending.touches(SiteLayout.templates)
        let recompile = templatesChanged || templates?.strict != content.config.strictTemplates
        if recompile, let failure = compileTemplates(content.config, access: access) { return .failed(failure) }
        let imagesChanged = pending.touches(SiteLayout.images) || pending.contains(SiteLayout.settings)
        let replan = imagesChanged || images.published == nil
        if replan, let failure = images.plan(content, access: access) { return .failed(failure) }
        guard let templates, let published = images.published else { return .failed(DiagnosticList([])) }
        let site: LiveSite
        if let existing = self.site {
            site = existing
            site.apply(content, published: published, imagesChanged: replan)
        } else {
            site = LiveSite(content, published: published)
            self.site = site
        }
        let pathsBefore = pages.pagePaths
        unwritten.formUnion(pages.update(site: site, repository: templates.repository, rebuildAll: recompile, deferringSearch: deferringSearchIndex))
        let filesChanged = pending.touches(SiteLayout.staticFiles)
        if recompile || filesChanged || imagesChanged || extras == nil || pages.pagePaths != pathsBefore {
            // The plan `generate` runs, for its folders, its copies and its warnings.
            let staticFiles = SiteInputs.staticFiles(access: access)
            let plan = OutputPlan(
                pages: pages.pageKinds, outputPaths: pages.pagePaths,
                images: published.values.sorted { $0.source.name < $1.source.name }, assets: templates.theme.assets,
                staticFiles: staticFiles, search: content.config.search, exports: TripExports.allPaths,
                offline: content.config.offline)
            extras = ExtraFiles(plan: plan, staticFiles: staticFiles)
        }
        let found = content.warnings + pages.diagnostics + (extras?.diagnostics ?? [])
        if found.contains(where: \.isError) { return .failed(DiagnosticList(found)) }
        do {
            let changedPaths = try write(access: access) + images.publish(into: output, changed: pending)
            pending.clear()
            return .built(
                changedPaths: changedPaths.map(Self.sitePath).sorted(), builtCount: pages.lastBuiltCount,
                pageCount: pages.pagePaths.count, warnings: found + images.warnings)
        } catch {
            return .failed(error)
        }
    }

    /// Builds the search index and the exports (``TripExports``) a build deferred and writes their files; returns the site paths it changed, nil when
    /// there was nothing to build (no deferred index, or the last build failed and serves the one before).
    package func buildSearchIndex() -> [String]? {
        guard pages.hasDeferredWork, lastBuildSucceeded, let site else { return nil }
        unwritten.formUnion(pages.updateSearchIndexIfStale(site: site))
        guard let changed = try? write(access: SiteFileAccess(root: source)) else { return nil }
        return changed.map(Self.sitePath).sorted()
    }

    /// Compiles the page templates of the theme as the site now has it, as `generate` does (``SiteTemplates``); the
    /// errors when any fails.
    private func compileTemplates(_ config: SiteConfig, access: SiteFileAccess) -> DiagnosticList? {
        let compiled = SiteTemplates(access: access, builtIn: builtInTheme, strict: config.strictTemplates)
        let failures = compiled.theme.refusals.map(\.diagnostic).filter(\.isError) + compiled.compileErrors
        guard failures.isEmpty else {
            templates = nil
            return DiagnosticList(failures)
        }
        templates = compiled
        return nil
    }

    /// Writes what changed since the last good build; returns the output paths written or removed.
    private func write(access: SiteFileAccess) throws(DiagnosticList) -> [String] {
        do {
            return try writeFiles(access: access)
        } catch {
            throw DiagnosticList([.error(error.description, at: nil)])
        }
    }

    private func writeFiles(access: SiteFileAccess) throws(FileSystemWriter.Failure) -> [String] {
        let extras = self.extras.map { $0.adding(offlineFiles(of: $0, access: access)) }
        var changed: [String] = []
        let folders = extras?.folders ?? OutputPlan.siteFolders
        for folder in folders { try FileSystemWriter.makeDirectories(output.root + "/" + folder) }
        if !isMarked {
            try OutputLocation.mark(output)
            isMarked = true
        }
        let kept = Set(folders)
        for path in unwritten.sorted() {
            if let bytes = pages.files[path]?.bytes {
                try output.write(bytes, at: path)
                pages.forgetBytes(of: path)
            } else if pages.files[path]?.digest == nil, extras?.files[path] == nil {
                output.remove(path, keeping: kept)
            }
            changed.append(path)
        }
        unwritten = []
        guard let extras else { return changed }
        for (path, origin) in extras.files where pages.files[path]?.digest == nil {
            guard writtenExtras[path] != origin || origin.isCopy(ofAnyOf: pending) else { continue }
            switch origin {
            case .copy(let sitePath):
                guard case .success(let file) = access.open(sitePath) else { continue }
                try output.copy(file, to: path)
            case .bytes(let data): try output.write(data, at: path)
            }
            changed.append(path)
        }
        for path in writtenExtras.keys
        where extras.files[path] == nil && pages.files[path]?.digest == nil && !images.sitePaths.contains(path) {
            output.remove(path, keeping: kept)
            changed.append(path)
        }
        writtenExtras = extras.files
        return changed
    }

    /// The service worker and the manifest when the site works offline (none else), made from the digests of the
    /// files as they now are: the pages, documents and search index of ``pages``, the theme's files of `extras`
    /// and the smallest variant of each photo, as `generate`'s last job makes them.
    private func offlineFiles(of extras: ExtraFiles, access: SiteFileAccess) -> [String: Data] {
        guard let site, site.config.offline, let worker = extras.offlineWorker, let script = worker.bytes(access: access) else { return [:] }
        let theme = extras.themeAssetPaths.filter(OfflinePrecache.keeps(themeAsset:)).compactMap { path -> OfflineEntry? in
            let bytes: Data?
            switch extras.files[path] {
            case .bytes(let data): bytes = data
            case .copy(let sitePath): bytes = try? access.read(sitePath).get()
            case nil: bytes = nil
            }
            return bytes.map { OfflinePrecache.entry(outputPath: path, bytes: $0) }
        }
        let images = site.publishedImages.values.compactMap(OfflinePrecache.entry(smallestVariantOf:))
        return OfflineFiles.files(config: site.config, entries: pages.offlineEntries + theme + images, script: script)
    }

    private func relativePath(_ path: String) -> String {
        path.hasPrefix(source.path + "/") ? String(path.dropFirst(source.path.count + 1)) : path
    }

    /// The site path of an output path: `locations/colosseum/` for `locations/colosseum/index.html`.
    static func sitePath(_ outputPath: String) -> String {
        outputPath == "index.html"
            ? "" : outputPath.hasSuffix("/index.html") ? String(outputPath.dropLast("index.html".count)) : outputPath
    }
}

extension ExtraFiles.Origin {
    /// Whether this is a copy of a file that changed.
    func isCopy(ofAnyOf changes: PendingChanges) -> Bool {
        if case .copy(let file) = self { return changes.contains(file) }
        return false
    }
}
