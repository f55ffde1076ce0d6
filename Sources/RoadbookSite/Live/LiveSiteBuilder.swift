import Diagnostics
import Foundation
import Mustache
import RoadbookContent
import RoadbookPages
import RoadbookViewModels
import SiteFiles

/// Builds a site into a folder and keeps it up to date for `serve`: the content is loaded once into a
/// ``LiveSite``; after a change only the changed files are read again, only the pages that read a changed value
/// are built again (as Observation reports), and only the files whose bytes changed are written, each atomically.
/// The files are written by the jobs of `generate`'s ``OutputPlan``, run by its ``OutputJobRunner`` (``LiveJobSet``)
/// into the served folder (``LiveOutputFolder``) instead of a staging folder.
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
    private let jobs: LiveJobSet
    private var site: LiveSite?
    /// What the last build loaded (``SiteInputs``, as `generate` loads it), kept so the next loads again only the
    /// parts whose files changed; nil after a load that failed.
    private var inputs: SiteInputs?
    /// The plan of the last build, made again when the pages, templates, images or files of `static/` changed.
    private var plan: OutputPlan?
    /// The pages ``plan`` was made for.
    private var planKinds: [PageKind] = []
    /// What the walk of `static/` refused and the plan left out.
    private var planProblems: [Diagnostic] = []
    /// What the last build's jobs read, for ``buildDeferred()``.
    private var lastInputs: LiveJobSet.Inputs?
    /// What changed since the last good build: the templates, images and copies it touches are read again.
    private var pending = PendingChanges()
    private let images = LiveImages()
    /// Whether the last build wrote its files (a failed one leaves the folder as the one before left it).
    private var lastBuildSucceeded = false
    /// Whether ``site`` holds the content of ``inputs``: only then does what a quick reload changed of it
    /// (``ContentChanges``) say what changed for the site.
    private var siteHoldsInputs = false

    /// A builder of the site at `source` into the folder `output` (made if missing); each job reads its first
    /// `itemsReadOneByOne` places, their parts of the trip and todos one by one, the rest in bulk (``BulkReads``).
    package init(
        source: URL, output: URL, builtInTheme: [String: Data] = DefaultTheme.files,
        itemsReadOneByOne: Int = BulkReads.itemsReadOneByOne
    ) {
        self.source = source.standardizedFileURL
        self.output = LiveOutputFolder(root: output.standardizedFileURL.path)
        jobs = LiveJobSet(output: self.output, itemsReadOneByOne: itemsReadOneByOne)
        self.builtInTheme = builtInTheme
    }

    /// The output paths of the files the last build built again (`index.html`, `locations/colosseum/index.html`,
    /// `locations.geojson`).
    package var lastBuiltPaths: Set<String> { jobs.lastBuilt }

    /// The number of pages of the last build.
    package var pageCount: Int { jobs.pagePaths.count }

    /// The live model, once a build has loaded the content.
    package var liveSite: LiveSite? { site }

    /// Whether the last build left the search index to ``buildDeferred()``.
    package var searchIndexIsStale: Bool { jobs.searchIsStale }

    /// Whether the last build left jobs to ``buildDeferred()``.
    package var hasDeferredWork: Bool { jobs.hasDeferredWork || site?.hasLateReaders == true }

    /// The site paths (``sitePath(_:)``) that ``buildDeferred()`` will write or remove: what a request should wait for
    /// rather than get the bytes of the build before.
    package var pendingPaths: Set<String> {
        guard let lastInputs else { return [] }
        var paths = jobs.pendingPaths(lastInputs)
        // Which pages read a value told late (``LiveSite/tellLateReaders()``) is known only once they are told: till
        // then, every page and document but those just built waits.
        if site?.hasLateReaders == true { paths.formUnion(jobs.pathsReadingValues(lastInputs).subtracting(jobs.lastBuilt)) }
        return Set(paths.map(Self.sitePath))
    }

    /// Builds after the files at `changed` (absolute paths) changed; `nil` builds everything.
    ///
    /// With `deferring`, only what the edited page needs is built now, the rest left for ``buildDeferred()`` once
    /// that page is served: after an edit of place files, their pages and the files they load; after any other
    /// edit, every page and document. The search index and the trip's exports (built whole, a second each at 10,000
    /// places) always wait. What the folder holds equals `generate`'s output again once that has run.
    package func build(changed: [String]? = nil, deferring: Bool = false) -> LiveBuildResult {
        let result = attemptBuild(changed: changed, deferring: deferring)
        if case .built = result { lastBuildSucceeded = true } else { lastBuildSucceeded = false }
        return result
    }

    private func attemptBuild(changed: [String]?, deferring: Bool) -> LiveBuildResult {
        let relative = changed.map { $0.map(relativePath) }
        let siteHeldInputs = siteHoldsInputs
        siteHoldsInputs = false
        if let relative { cache.invalidate(relative) } else { cache.invalidateAll() }
        pending.add(relative)
        let loaded: (inputs: SiteInputs, recompiled: Bool, changes: ContentChanges?)
        switch loadInputs(relative) {
        case .success(let result): loaded = result
        case .failure(let failure): return .failed(failure)
        }
        let content = loaded.inputs.content
        let imagesChanged = pending.touches(SiteLayout.images) || pending.contains(SiteLayout.settings)
        let replan = imagesChanged || images.plan == nil
        if replan, let failure = images.replan(content, access: loaded.inputs.access) { return .failed(failure) }
        guard let imagePlan = images.plan else { return .failed(DiagnosticList([])) }
        let urgency = deferring ? Self.urgency(of: relative, in: content) : nil
        let changes = siteHeldInputs && !replan ? loaded.changes : nil
        let site: LiveSite
        if let existing = self.site {
            site = existing
            site.apply(
                content, published: imagePlan.published, imagesChanged: replan, urgentPlaces: urgency?.placeOffsets,
                changes: changes)
        } else {
            site = LiveSite(content, published: imagePlan.published)
            self.site = site
        }
        siteHoldsInputs = true
        jobs.markDue(site.untoldUrgentPlaces.map { .page(.place($0)) })
        let pagesKept = changes.map { !$0.placesMoved && !$0.citiesChanged && !$0.tripChanged } ?? false
        return run(
            site, loaded.inputs, imagePlan, recompiled: loaded.recompiled, replan: loaded.recompiled || replan, urgency: urgency,
            pagesKept: pagesKept)
    }

    /// What runs before the browser is told after the files at `relative` changed: the pages of the places whose
    /// files they are, or whose tracks they are, when every file is a place's or a track's still in `content`; else
    /// every page.
    private static func urgency(of relative: [String]?, in content: SiteContent) -> JobUrgency {
        guard let relative, !relative.isEmpty else { return .pagesFirst }
        var placeIDs: [String] = []
        var trackIDs: [String] = []
        for path in relative {
            // An editor's or a tool's temporary file beside the places (`sed -i`'s) is no place and changes no page.
            if SiteLayout.path(path, isIn: PlaceFileLoader.directory), !path.hasSuffix(".md") { continue }
            guard let id = fileStem(path, in: PlaceFileLoader.directory, ext: ".md") else {
                guard let track = fileStem(path, in: TrackFileLoader.directory, ext: ".gpx") else { return .pagesFirst }
                trackIDs.append(track)
                continue
            }
            placeIDs.append(id)
        }
        // Ids compared, not hashed: 10,000 of them at every edit.
        var pages: Set<PageKind> = []
        var found = 0
        for (offset, place) in content.places.enumerated() {
            if placeIDs.contains(place.id) {
                guard let path = content.placeSources[place.id]?.path, relative.contains(path) else { return .pagesFirst }
                pages.insert(.place(offset))
                found += 1
            } else if let track = place.track, trackIDs.contains(track) {
                pages.insert(.place(offset))
            }
        }
        return found == placeIDs.count && !pages.isEmpty ? .only(pages) : .pagesFirst
    }

    /// The name without `ext` of the file at `path` directly in `folder`; nil for any other path.
    private static func fileStem(_ path: String, in folder: String, ext: String) -> String? {
        guard path.hasPrefix(folder + "/"), path.hasSuffix(ext) else { return nil }
        let name = path.dropFirst(folder.count + 1)
        guard !name.contains("/"), name.count > ext.count else { return nil }
        return String(name.dropLast(ext.count))
    }

    /// The inputs stage, as `generate`'s (``SiteInputs``), loaded again in part: the content (only the changed place
    /// or track files when that is certain to give what a whole load gives, ``PlaceFileUpdate``,
    /// ``TrackFileUpdate``, with what they changed), the templates when the theme
    /// or `strictTemplates` changed (`recompiled`), the walk of `static/` when a file there changed.
    private func loadInputs(
        _ relative: [String]?
    ) -> Result<(inputs: SiteInputs, recompiled: Bool, changes: ContentChanges?), DiagnosticList> {
        let content: SiteContent
        var changes: ContentChanges?
        if let last = inputs?.content, let relative,
            relative.allSatisfy({ $0.hasPrefix(PlaceFileLoader.directory + "/") }),
            let patched = PlaceFileUpdate.patched(last, paths: relative, root: source, cache: cache)
        {
            (content, changes) = patched
        } else if let last = inputs?.content, let relative,
            relative.allSatisfy({ $0.hasPrefix(TrackFileLoader.directory + "/") }),
            let patched = TrackFileUpdate.patched(last, paths: relative, root: source)
        {
            (content, changes) = patched
        } else {
            do {
                content = try FileContentDataSource(root: source).loadSite(cache: cache)
            } catch {
                inputs = nil
                return .failure(error)
            }
        }
        let access = SiteFileAccess(root: source)
        let recompile = pending.touches(SiteLayout.templates) || inputs?.templates.strict != content.config.strictTemplates
        let templates: SiteTemplates
        if !recompile, let kept = inputs?.templates {
            templates = kept
        } else {
            let compiled = SiteTemplates(access: access, builtIn: builtInTheme, strict: content.config.strictTemplates)
            let failures = compiled.theme.refusals.map(\.diagnostic).filter(\.isError) + compiled.compileErrors
            guard failures.isEmpty else {
                inputs = nil
                return .failure(DiagnosticList(failures))
            }
            templates = compiled
        }
        let staticFiles = (pending.touches(SiteLayout.staticFiles) ? nil : inputs?.staticFiles) ?? SiteInputs.staticFiles(access: access)
        let loaded = SiteInputs(access: access, content: content, templates: templates, staticFiles: staticFiles)
        inputs = loaded
        return .success((loaded, recompile, recompile ? nil : changes))
    }

    /// Plans the build (again when `replan`, the pages moved or the files of `static/` changed), runs the jobs whose
    /// inputs changed and, when nothing has an error, puts what they wrote in place. `pagesKept` promises that no
    /// page came, went or moved since the last build (no place moved, no city nor the trip changed): the pages and
    /// their paths are the last build's, not asked for again (10,000 paths made at every edit).
    private func run(
        _ site: LiveSite, _ inputs: SiteInputs, _ imagePlan: ImagePlan, recompiled: Bool, replan: Bool, urgency: JobUrgency?,
        pagesKept: Bool
    ) -> LiveBuildResult {
        let builder = PageBuilder(source: site)
        let kept = pagesKept && self.plan != nil && planKinds.count == jobs.pagePaths.count
        let kinds = kept ? planKinds : builder.allPages
        let paths = kept ? jobs.pagePaths : outputPaths(of: kinds, builder, placesMoved: site.places.movedOffsets)
        let runner = OutputJobRunner(
            output: output, pageData: nil, builder: builder, pages: kinds, repository: inputs.templates.repository,
            publisher: imagePlan.publisher, access: inputs.access, engine: DiagnosticsEngine(),
            progress: ProgressCounter(total: 0, report: nil), searchTexts: jobs.searchTexts, offlineDigests: nil)
        let jobInputs = LiveJobSet.Inputs(runner: runner, changes: pending, rebuildAll: recompiled, offline: inputs.content.config.offline)
        let plan = replan || pending.touches(SiteLayout.staticFiles) || !samePages(kinds, paths) ? nil : self.plan
        let current = plan ?? makePlan(kinds, paths, inputs, imagePlan)
        jobs.update(current, isNew: plan == nil, paths: paths, inputs: jobInputs, urgency: urgency)
        lastInputs = jobInputs
        let found = inputs.content.warnings + jobs.diagnostics + planProblems
        if found.contains(where: \.isError) { return .failed(DiagnosticList(found)) }
        do {
            try OutputLocation.mark(output)
            let changedPaths = try output.commit(folders: current.folders)
            pending.clear()
            return .built(
                changedPaths: changedPaths.map(Self.sitePath).sorted(), builtCount: jobs.lastBuilt.count,
                pageCount: paths.count, warnings: found + images.warnings + imagePlan.publisher.cache.warnings)
        } catch {
            return .failed(DiagnosticList([.error(error.description, at: nil)]))
        }
    }

    /// The output path of each page of `kinds`: a place page's at an offset outside `placesMoved` (where the place is
    /// the one the last build had there) is the last build's, when the last build had the same pages; a date edit moves
    /// one place past the others of its day, and making 10,000 paths again was a tenth of its build.
    private func outputPaths(of kinds: [PageKind], _ builder: PageBuilder, placesMoved: Range<Int>) -> [String] {
        let last = jobs.pagePaths
        guard self.plan != nil, kinds.count == last.count, kinds == planKinds else { return kinds.map(builder.outputPath(of:)) }
        return kinds.indices.map { index in
            if case .place(let offset) = kinds[index], !placesMoved.contains(offset) { return last[index] }
            return builder.outputPath(of: kinds[index])
        }
    }

    /// Whether the plan made for the last pages holds for `kinds` at `paths`: the same pages writing the same set of
    /// paths, perhaps in another order (a date moved a place: the plan's jobs and the files it leaves to `static/`
    /// are the same, and making it again, 30,000 jobs at 10,000 places, was a tenth of the edit).
    private func samePages(_ kinds: [PageKind], _ paths: [String]) -> Bool {
        let last = jobs.pagePaths
        return paths == last || (kinds == planKinds && Reordering.sameElements(paths, last))
    }

    /// The plan `generate` makes of the site as it now is, kept as ``plan``.
    private func makePlan(_ kinds: [PageKind], _ paths: [String], _ inputs: SiteInputs, _ imagePlan: ImagePlan) -> OutputPlan {
        let config = inputs.content.config
        let plan = OutputPlan(
            pages: kinds, outputPaths: paths, images: imagePlan.images, assets: inputs.templates.theme.assets,
            staticFiles: inputs.staticFiles, search: config.search, exports: TripExports.allPaths, offline: config.offline)
        self.plan = plan
        planKinds = kinds
        planProblems = inputs.staticFiles.refusals.map(\.diagnostic) + plan.warnings
        return plan
    }

    /// Runs the next group of the jobs a build deferred (the pages and documents; then the search index and the
    /// exports) and writes their files; returns the site paths it changed, nil when there was nothing to build
    /// (nothing deferred, or the last build failed and serves the one before). Call it until it returns nil.
    package func buildDeferred() -> [String]? {
        guard lastBuildSucceeded, let plan, let lastInputs else { return nil }
        if let site, site.hasLateReaders {
            // The pages told only now of what the build changed (``LiveSite/tellLateReaders()``) join the rest.
            site.tellLateReaders()
            jobs.deferLateChanges()
        }
        guard jobs.runDeferred(plan, lastInputs) else { return nil }
        guard let changed = try? output.commit(folders: plan.folders) else { return nil }
        return changed.map(Self.sitePath).sorted()
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
