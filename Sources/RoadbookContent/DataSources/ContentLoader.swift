import Diagnostics
import Parallelism
import SiteFiles

/// Loads a whole site over a ``ContentFileSystem``: settings, images, todos, places, with every problem of
/// every file collected before deciding whether the load failed.
///
/// The two folders are listed first; then every file is read and checked in parallel, one job per file, each
/// with diagnostics of its own, gathered afterwards in the order a one-by-one load emits them.
struct ContentLoader {
    let fileSystem: any ContentFileSystem
    /// What an earlier load read, for files that did not change since (`serve`); `nil` reads everything.
    var cache: ContentLoadCache? = nil
    /// The tracks read by earlier builds, kept in the site's cache folder (``TrackCache``); `nil` reads every GPX file.
    var trackCache: TrackCache? = nil

    /// What one job of the load gave.
    private enum Outcome {
        case config((config: SiteConfig, strings: StringTable)?, DiagnosticsEngine)
        case todos(TodoListLoader.Result, DiagnosticsEngine)
        case imageSize(Result<PixelSize?, SiteFileRefusal>)
        case place(PlaceFileLoader.FileResult)
        case track(TrackFileLoader.FileResult)
    }

    /// The validated content; throws all diagnostics (errors and warnings, sorted by file and position) when
    /// any is an error.
    func load() throws(DiagnosticList) -> SiteContent {
        let load = loadKeepingWhatLoaded()
        guard !load.hasErrors, load.hasValidConfig, let content = load.content else { throw DiagnosticList(load.diagnostics) }
        return content
    }

    /// The two folders, listed in parallel: the image catalog (without sizes) and the place files, each with the
    /// problems of its listing.
    private func listFolders() -> ((ImageCatalog, DiagnosticsEngine), ([PlaceFileLoader.Entry], DiagnosticsEngine)) {
        let fileSystem = self.fileSystem
        return ConcurrentWork.both(
            {
                let diagnostics = DiagnosticsEngine()
                let names = ContentFolder.fileNames(in: ImageCatalog.directory, of: fileSystem, diagnostics: diagnostics)
                return (ImageCatalog(fileNames: names, diagnostics: diagnostics), diagnostics)
            },
            {
                let diagnostics = DiagnosticsEngine()
                let names = ContentFolder.fileNames(in: PlaceFileLoader.directory, of: fileSystem, diagnostics: diagnostics)
                return (PlaceFileLoader.entries(fileNames: names), diagnostics)
            })
    }

    /// The track files of `content/tracks/`, with the problems of the listing.
    private func listTracks() -> ([(path: String, id: String)], DiagnosticsEngine) {
        let diagnostics = DiagnosticsEngine()
        let names = ContentFolder.fileNames(in: TrackFileLoader.directory, of: fileSystem, diagnostics: diagnostics)
        return (TrackFileLoader.entries(fileNames: names, diagnostics: diagnostics), diagnostics)
    }

    /// Reads every file in parallel, one job each: the settings, the todo list, each image's size, each place file.
    private func readFiles(catalog: ImageCatalog, entries: [PlaceFileLoader.Entry], tracks: [(path: String, id: String)]) -> [Outcome] {
        let (fileSystem, cache, trackCache) = (self.fileSystem, self.cache, self.trackCache)
        let imagePaths = catalog.measuredPaths
        let firstImage = 2
        let firstLocation = firstImage + imagePaths.count
        let firstTrack = firstLocation + entries.count
        return ConcurrentWork.map(firstTrack + tracks.count) { job -> Outcome in
            switch job {
            case 0:
                let diagnostics = DiagnosticsEngine()
                return .config(SiteConfigLoader(fileSystem: fileSystem, diagnostics: diagnostics).load(), diagnostics)
            case 1:
                let diagnostics = DiagnosticsEngine()
                return .todos(TodoListLoader(fileSystem: fileSystem, diagnostics: diagnostics).load(), diagnostics)
            case firstImage..<firstLocation:
                let path = imagePaths[job - firstImage]
                let read = { ImageCatalog.size(ofImageAt: path, in: fileSystem) }
                return .imageSize(cache.map { $0.imageSize(path, orRead: read) } ?? read())
            case firstTrack...:
                let (path, id) = tracks[job - firstTrack]
                let read = { TrackFileLoader.read(path, id: id, from: fileSystem, cache: trackCache) }
                return .track(cache.map { $0.track(path, orRead: read) } ?? read())
            default:
                let entry = entries[job - firstLocation]
                let read = { PlaceFileLoader(fileSystem: fileSystem, images: catalog, diagnostics: DiagnosticsEngine()).read(entry) }
                return .place(cache.map { $0.place(entry.path, orRead: read) } ?? read())
            }
        }
    }

    /// Everything that loads, with every problem: on errors, the content holds what loaded without errors
    /// (``SiteLoad``).
    func loadKeepingWhatLoaded() -> SiteLoad {
        let ((catalog, listingDiagnostics), (entries, placeListingDiagnostics)) = listFolders()
        let (trackEntries, trackListing) = listTracks()
        let outcomes = readFiles(catalog: catalog, entries: entries, tracks: trackEntries)

        // Gathered in the order of a one-by-one load: settings, images, todos, places.
        let diagnostics = DiagnosticsEngine()
        var config: (config: SiteConfig, strings: StringTable)?
        var todos = TodoListLoader.Result()
        var sizes: [PixelSize?] = Self.reserved(catalog.measuredPaths.count)
        var files: [PlaceFileLoader.FileResult] = Self.reserved(entries.count)
        var tracks: [TrackFileLoader.FileResult] = Self.reserved(trackEntries.count)
        var todoDiagnostics = DiagnosticsEngine()
        var refusedImages: [Diagnostic] = []
        for outcome in outcomes {
            switch outcome {
            case .config(let value, let jobDiagnostics):
                config = value
                diagnostics.emit(contentsOf: jobDiagnostics)
            case .todos(let value, let jobDiagnostics):
                todos = value
                todoDiagnostics = jobDiagnostics
            case .imageSize(.success(let size)): sizes.append(size)
            case .imageSize(.failure(let refusal)):
                sizes.append(nil)
                refusedImages.append(refusal.diagnostic)
            case .place(let file): files.append(file)
            case .track(let file): tracks.append(file)
            }
        }
        diagnostics.emit(contentsOf: listingDiagnostics)
        diagnostics.emit(contentsOf: refusedImages)
        var images = catalog
        images.record(sizes: sizes, diagnostics: diagnostics)
        cache?.catalog = images
        diagnostics.emit(contentsOf: todoDiagnostics)
        diagnostics.emit(contentsOf: placeListingDiagnostics)
        let placeFiles = PlaceFileLoader(fileSystem: fileSystem, images: images, diagnostics: diagnostics).assemble(entries, files)
        diagnostics.emit(contentsOf: trackListing.diagnostics + tracks.flatMap(\.diagnostics))
        let places = TripResolver(trip: config?.config.trip ?? TripSettings(), trackIDs: Set(trackEntries.map(\.id))).resolve(
            placeFiles.places, schedules: placeFiles.schedules, diagnostics: diagnostics)
        let typeset = SmartPunctuation.typesetting(smart: config?.config.markdown.smart == true)

        let content = SiteContent(
            config: config?.config ?? SiteConfig(title: ""),
            strings: config?.strings,
            todos: todos.todos.map { $0.withTitle(typeset($0.title)) },
            places: SiteContent.sortedForList(Self.typeset(places, smart: config?.config.markdown.smart == true)),
            tracks: tracks.compactMap(\.track),
            images: images.assets,
            warnings: diagnostics.diagnostics,
            todoSources: todos.sources,
            placeSources: placeFiles.sources,
            todosPath: todos.path,
            failedPlaceIDs: placeFiles.failedIDs,
            failedTodoIDs: todos.failedIDs,
            todoIDsAreUnknown: todos.isUnreadable,
            failedPlaceDescriptions: placeFiles.failedDescriptions)
        return SiteLoad(content: content, hasValidConfig: config != nil, diagnostics: content.warnings)
    }

    /// An empty array with room for `count` elements: grown by doubling, the places' results (large values) were
    /// moved again and again into new memory.
    private static func reserved<Element>(_ count: Int) -> [Element] {
        var array: [Element] = []
        array.reserveCapacity(count)
        return array
    }

    /// `places` with smart punctuation in their plain texts when `smart`; without it they stay as loaded, not copied
    /// field by field through an identity (10,000 copies and frees on one core).
    private static func typeset(_ places: [Place], smart: Bool) -> [Place] {
        guard smart else { return places }
        let typeset = SmartPunctuation.typesetting(smart: true)
        return places.map { $0.withPlainTexts(typeset) }
    }
}
