import Diagnostics
import Foundation
import Mustache
import Observation
import Parallelism
import RoadbookImages
import RoadbookPages
import RoadbookViewModels
import SiteFiles

/// The jobs of the live site's ``OutputPlan``, run by `generate`'s ``OutputJobRunner`` into the served folder
/// (``LiveOutputFolder``), each again only when its inputs changed: the pages, documents and exports when a value
/// they read changed (Observation's tracking reports it), a copy or an image when its file changed, the search index
/// when a page that reads what it reads ran again, the service worker's files every time (they list the digests of
/// the others). What the folder then holds is what `generate` writes, by construction.
final class LiveJobSet {
    /// What one run of the jobs reads besides the plan.
    struct Inputs {
        /// Runs the jobs (each through its own copy, ``OutputJobRunner/redirected(to:engine:offlineDigests:)``):
        /// the live site's page builder, the plan's pages, the compiled templates, the images' publisher.
        let runner: OutputJobRunner
        /// The files the last good build had not seen change (the copies and images to make again).
        let changes: PendingChanges
        /// Every job that reads a value is to run again (the templates changed).
        let rebuildAll: Bool
        /// Whether the site works offline: the jobs note the digests of what they write for the service worker.
        let offline: Bool
    }

    /// What a job did the last time it ran.
    private struct Record {
        /// The output paths it wrote.
        let paths: [String]
        /// The problems it found.
        let diagnostics: [Diagnostic]
        /// The offline entries of the files it wrote that the service worker keeps.
        let offline: [OfflineEntry]
    }

    private let output: LiveOutputFolder
    private let dirty = DirtyJobs()
    /// The words of the place and todo pages' Markdown, for the search index, kept from build to build.
    let searchTexts = SearchTexts()
    private var records: [OutputJob: Record] = [:]
    /// Output path → the job that last wrote it.
    private var owners: [String: OutputJob] = [:]
    /// The jobs of the plan of the last update.
    private var planned: Set<OutputJob> = []
    private var hasRun = false
    /// The output paths of the pages, in the order of ``PageBuilder/allPages``.
    private(set) var pagePaths: [String] = []
    /// The output paths of the pages, documents and exports the last update built (not the search index, the copies,
    /// the images).
    private(set) var lastBuilt: Set<String> = []
    /// The jobs an update found due and left for ``runDeferred(_:_:)``: not needed by the page the edit is about.
    private var deferred: Set<OutputJob> = []
    /// The output paths no job writes any more, removed once no deferred job is left that may write them again (a
    /// page whose place moved to another offset is written by a job that may be deferred).
    private var orphans: Set<String> = []
    /// Whether the search index is out of date: an update deferred it (``runDeferred(_:_:)``).
    var searchIsStale: Bool { deferred.contains(.searchIndex) }
    /// Whether an update left jobs for ``runDeferred(_:_:)``.
    var hasDeferredWork: Bool { !deferred.isEmpty }

    /// The jobs whose last run found a problem, so an edit does not look at every record (30,000 at the bench's
    /// 10,000 places) for them.
    private var jobsWithProblems: Set<OutputJob> = []

    /// Every problem of the jobs as they last ran.
    var diagnostics: [Diagnostic] { jobsWithProblems.flatMap { records[$0]?.diagnostics ?? [] } }

    /// How many items a job reads one by one before it reads in bulk (``BulkReads``).
    private let itemsReadOneByOne: Int

    /// The jobs of a site served from `output`, each reading its first `itemsReadOneByOne` items one by one.
    init(output: LiveOutputFolder, itemsReadOneByOne: Int = BulkReads.itemsReadOneByOne) {
        self.output = output
        self.itemsReadOneByOne = itemsReadOneByOne
    }

    /// Runs the jobs of `plan` that are new or whose inputs changed and, when the plan `isNew` (not the last update's),
    /// forgets (removing their files) the jobs it no longer has; `paths` are the pages' output paths.
    ///
    /// With `urgency`, a due job that it does not call urgent is left for ``runDeferred(_:_:)``: the page an edit is
    /// about is served before the 10,000-place lists, its neighbours, the days, the documents, the exports and the
    /// search index are built again (a date edit at 10,000 places moved 87 files, 1.75 s). The first update runs
    /// every job.
    func update(_ plan: OutputPlan, isNew: Bool, paths: [String], inputs: Inputs, urgency: JobUrgency?) {
        if isNew {
            let jobs = Set(plan.jobs)
            forget(planned.subtracting(jobs))
            planned = jobs
        }
        let pagesMoved = paths != pagePaths
        var reasons = Reasons(
            dirty: dirty.take(), isNewPlan: isNew, rebuildAll: inputs.rebuildAll, pagesMoved: pagesMoved, changes: inputs.changes,
            filesChanged: isNew || [SiteLayout.images, SiteLayout.staticFiles, SiteLayout.templates].contains(where: inputs.changes.touches),
            urgency: hasRun ? urgency : nil)
        var built: [OutputJob] = []
        for stage in plan.stages {
            // What the index reads (each place's name, city and description, each todo's title and notes, the cities,
            // the strings) is read by the place, todo and city pages too: when none of them ran again, the index is as
            // it was. Tracked through Observation instead, the index's reads of every place were a tracking whose
            // cancellation, at the first change, took 50 ms of each edit at 10,000 places.
            reasons.indexInputsChanged =
                pagesMoved || built.contains(where: Self.readsIndexInputs) || deferred.contains(where: Self.readsIndexInputs)
            let due = stage.filter { isDue($0, reasons) }
            run(due, inputs)
            built += due
        }
        // A place moved to another offset leaves the same pages (hashing 10,000 paths was 3 % of a date edit).
        if pagesMoved, !Reordering.sameElements(paths, pagePaths) { searchTexts.keepOnly(Set(paths)) }
        pagePaths = paths
        hasRun = true
        lastBuilt = Set(built.compactMap { Self.builtPath(of: $0, inputs) })
        removeOrphansUnlessPagesDeferred()
    }

    /// Marks `jobs` due at the next update, as a change Observation reports would (a page whose offset took another
    /// place whose readers are told later, ``LiveSite/untoldUrgentPlaces``).
    func markDue(_ jobs: [OutputJob]) {
        for job in jobs { dirty.insert(job) }
    }

    /// The output paths that the deferred jobs will write, or wrote last and still own (a request for one of them
    /// waits for ``runDeferred(_:_:)``), and the files waiting to be removed. Not the edited page's: the job at its
    /// old offset wrote it last, but the job at its new offset has written it since.
    func pendingPaths(_ inputs: Inputs) -> Set<String> {
        var paths = orphans
        for job in deferred {
            paths.formUnion((records[job]?.paths ?? []).filter { owners[$0] == job })
            if let path = Self.builtPath(of: job, inputs) { paths.insert(path) }
        }
        return paths
    }

    /// The output paths of the pages and documents, the jobs that read the live site's values.
    func pathsReadingValues(_ inputs: Inputs) -> Set<String> {
        var paths = Set(pagePaths)
        for job in planned where Self.readsValues(job) {
            if case .page = job { continue }
            if let path = Self.builtPath(of: job, inputs) { paths.insert(path) }
        }
        return paths
    }

    /// Removes the files no job writes any more, once no page or document is deferred (one may write them again).
    private func removeOrphansUnlessPagesDeferred() {
        guard deferred.allSatisfy(Self.readsPagesTexts) else { return }
        for path in orphans where owners[path] == nil { output.remove(path) }
        orphans = []
    }

    /// What an update knows before it picks the jobs to run.
    private struct Reasons {
        /// The jobs Observation marked.
        let dirty: Set<OutputJob>
        /// Whether the plan is not the last update's (only then can a job be new).
        let isNewPlan: Bool
        let rebuildAll: Bool
        /// Whether the pages are not those of the last update.
        let pagesMoved: Bool
        let changes: PendingChanges
        /// Whether a copied file or an image may have changed.
        let filesChanged: Bool
        /// Which due jobs run now; nil: all of them.
        let urgency: JobUrgency?
        /// Whether a page that reads what the search index reads ran again, or the pages moved.
        var indexInputsChanged = false

        /// Whether what the export at `path` reads may have changed. An export reads every place (trip.gpx each
        /// one's name, city, position, description, photos and track), and each of those values is read by the
        /// place's own page too, a day by its day page, a track by the tracks' document; the calendar also reads
        /// the todos, each read by its page. So an export is due when one of those is. Tracked through Observation
        /// instead, an export's reads of 10,000 places were a tracking whose cancellation, at every edit of any
        /// place, was 40 % of the edit's time.
        func exportInputsChanged(_ path: String) -> Bool {
            Self.exportInputsChanged(path, dirty: dirty)
        }

        /// Whether what the export at `path` reads may have changed when the jobs `dirty` are marked.
        static func exportInputsChanged(_ path: String, dirty: Set<OutputJob>) -> Bool {
            dirty.contains { job in
                switch job {
                case .page(.place), .page(.day), .trackGeoJSON: true
                case .page(.todo): path == TripExports.calendarPath
                default: false
                }
            }
        }
    }

    /// Whether `job` runs in this update. The checks that hash a job (an image's is large) come last: an edit looks
    /// at every job of the plan.
    private func isDue(_ job: OutputJob, _ reasons: Reasons) -> Bool {
        let isNew = reasons.isNewPlan && records[job] == nil
        switch job {
        case .page, .geoJSON, .trackGeoJSON:
            return runsNow(job, reasons.rebuildAll || reasons.dirty.contains(job) || isNew, reasons)
        case .sitemap:
            return runsNow(job, reasons.rebuildAll || reasons.pagesMoved || reasons.dirty.contains(job) || isNew, reasons)
        case .searchIndex:
            return runsNow(job, reasons.rebuildAll || reasons.indexInputsChanged || records[job] == nil, reasons)
        case .tripExport(let path):
            return runsNow(job, reasons.rebuildAll || reasons.pagesMoved || reasons.exportInputsChanged(path) || isNew, reasons)
        case .themeAsset(let asset):
            return reasons.filesChanged && (asset.sitePath.map(reasons.changes.contains) == true || isNew)
        case .staticFile(let path):
            return reasons.filesChanged && (reasons.changes.contains(path) || isNew)
        case .image(let image):
            return reasons.filesChanged && (reasons.changes.contains(image.source.relativePath) || isNew)
        case .offlineFiles:
            return true
        }
    }

    /// Whether `job`, `due` or deferred before, runs now: not when the update defers it (``Reasons/urgency``), which
    /// leaves it for ``runDeferred(_:_:)``.
    private func runsNow(_ job: OutputJob, _ due: Bool, _ reasons: Reasons) -> Bool {
        guard due || (!deferred.isEmpty && deferred.contains(job)) else { return false }
        if let urgency = reasons.urgency, !urgency.isUrgent(job, pagesMoved: reasons.pagesMoved) {
            deferred.insert(job)
            return false
        }
        deferred.remove(job)
        return true
    }

    /// Defers the jobs Observation marked since the last update (pages told late of its changes,
    /// ``LiveSite/tellLateReaders()``), with the search index and the exports when they read what those read.
    func deferLateChanges() {
        let late = dirty.take().intersection(planned)
        guard !late.isEmpty else { return }
        deferred.formUnion(late)
        for job in planned {
            switch job {
            case .searchIndex where late.contains(where: Self.readsIndexInputs): deferred.insert(job)
            case .tripExport(let path) where Reasons.exportInputsChanged(path, dirty: late): deferred.insert(job)
            default: break
            }
        }
    }

    /// Runs the next group of the jobs an update deferred, in the plan's order: the pages and documents, then (at
    /// the next call) the search index, then the exports, which read the words and texts the pages leave and take
    /// the longest; after each, the service worker's files of `plan`. False when nothing waited.
    ///
    /// The index and the exports are two groups, not one: `serve` stops between groups when a file is saved
    /// meanwhile, and both at once, about a second at 10,000 places, held up a rename saved a second after the last.
    func runDeferred(_ plan: OutputPlan, _ inputs: Inputs) -> Bool {
        guard hasDeferredWork else { return false }
        let second = deferred.filter(Self.readsPagesTexts)
        let group =
            second.count < deferred.count
            ? deferred.subtracting(second) : second.contains(.searchIndex) && second.count > 1 ? [.searchIndex] : second
        run(Array(group), inputs)
        deferred.subtract(group)
        run(plan.jobs.filter(Self.isOfflineFiles), inputs)
        removeOrphansUnlessPagesDeferred()
        return true
    }

    /// Runs `jobs` in parallel, each that reads values inside Observation's tracking, and records what each did; a
    /// file a job wrote before and no longer writes is removed.
    private func run(_ jobs: [OutputJob], _ inputs: Inputs) {
        guard !jobs.isEmpty else { return }
        // The digests the service worker's job lists: those of every other job, as it last ran.
        let offline = OfflineDigests()
        if jobs.contains(where: Self.isOfflineFiles) { offline.add(records.values.flatMap(\.offline)) }
        let (dirty, output, oneByOne) = (dirty, output, itemsReadOneByOne)
        let results = ConcurrentWork.map(jobs.count) { index -> Record in
            let job = jobs[index]
            guard Self.readsValues(job) else { return Self.run(job, inputs, output, offline) }
            // A job that reads many places registers with them in bulk (``BulkReads``), so its tracking is cheap to
            // cancel.
            return withObservationTracking(
                { BulkReads.counting(oneByOne: oneByOne) { Self.run(job, inputs, output, offline) } }, onChange: { dirty.insert(job) })
        }
        // Every path written is owned first, then the paths no longer written are removed: a page at another
        // position writes the path of a page before it.
        var before: [(OutputJob, [String])] = []
        for (job, record) in zip(jobs, results) {
            if let paths = records[job]?.paths, !paths.isEmpty { before.append((job, paths)) }
            records[job] = record
            if record.diagnostics.isEmpty { jobsWithProblems.remove(job) } else { jobsWithProblems.insert(job) }
            for path in record.paths { owners[path] = job }
        }
        for (job, paths) in before {
            for path in paths where owners[path] == job && records[job]?.paths.contains(path) != true {
                owners[path] = nil
                orphans.insert(path)
            }
        }
    }

    /// Runs `job` through the runner into the served folder; the offline digests of the others are in `offline`
    /// (read by the service worker's job).
    private static func run(_ job: OutputJob, _ inputs: Inputs, _ output: LiveOutputFolder, _ offline: OfflineDigests) -> Record {
        let sink = RecordingSink(output)
        let engine = DiagnosticsEngine()
        let own = inputs.offline ? OfflineDigests() : nil
        _ = inputs.runner.redirected(to: sink, engine: engine, offlineDigests: isOfflineFiles(job) ? offline : own).run(job)
        return Record(paths: sink.paths, diagnostics: engine.diagnostics, offline: own?.all ?? [])
    }

    /// Forgets `jobs`, which the plan no longer has, removing the files each wrote (unless another job wrote them since).
    private func forget(_ jobs: Set<OutputJob>) {
        for job in jobs {
            for path in records[job]?.paths ?? [] where owners[path] == job {
                owners[path] = nil
                orphans.insert(path)
            }
            records[job] = nil
            jobsWithProblems.remove(job)
            deferred.remove(job)
        }
    }

    /// Whether `job` builds from the live site's values, so that Observation tells when it is to run again.
    private static func readsValues(_ job: OutputJob) -> Bool {
        switch job {
        case .page, .geoJSON, .trackGeoJSON, .sitemap: true
        case .tripExport, .searchIndex, .image, .themeAsset, .staticFile, .offlineFiles: false
        }
    }

    /// Whether `job` reads what the pages leave (``SearchTexts``, ``DescriptionPlainTexts``): the plan's second stage.
    private static func readsPagesTexts(_ job: OutputJob) -> Bool {
        switch job {
        case .searchIndex, .tripExport: true
        default: false
        }
    }

    private static func isOfflineFiles(_ job: OutputJob) -> Bool {
        if case .offlineFiles = job { true } else { false }
    }

    /// Whether `job` reads what the search index reads: the place, todo and city pages do.
    private static func readsIndexInputs(_ job: OutputJob) -> Bool {
        switch job {
        case .page(.place), .page(.todo), .page(.city): true
        default: false
        }
    }

    /// The output path ``lastBuilt`` names for `job`: a page's, a document's, an export's; nil for the others (and for
    /// the tracks of a trip without any).
    private static func builtPath(of job: OutputJob, _ inputs: Inputs) -> String? {
        switch job {
        case .page(let kind): inputs.runner.builder.outputPath(of: kind)
        case .geoJSON: SiteDocuments.geoJSONPath
        case .trackGeoJSON: inputs.runner.builder.source.tripTracks.isEmpty ? nil : SiteDocuments.tracksPath
        case .sitemap: SiteDocuments.sitemapPath
        case .tripExport(let path): path
        case .searchIndex, .image, .themeAsset, .staticFile, .offlineFiles: nil
        }
    }
}
