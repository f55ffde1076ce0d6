import Diagnostics

/// Loads a whole site over a ``ContentFileSystem``: settings, images, todos, places, with every problem of
/// every file collected before deciding whether the load failed.
///
/// The two folders are listed first; then every file is read and checked in parallel, one job per file, each
/// with diagnostics of its own, gathered afterwards in the order a one-by-one load emits them.
struct ContentLoader {
    let fileSystem: any ContentFileSystem
    /// What an earlier load read, for files that did not change since (`serve`); `nil` reads everything.
    var cache: ContentLoadCache? = nil

    /// What one job of the load gave.
    private enum Outcome {
        case config(SiteConfig?, LoadDiagnostics)
        case todos(TodoListLoader.Result, LoadDiagnostics)
        case imageSize(PixelSize?)
        case location(LocationFileLoader.FileResult)
    }

    /// The validated content; throws all diagnostics (errors and warnings, sorted by file and position) when
    /// any is an error.
    func load() throws(DiagnosticList) -> SiteContent {
        let (fileSystem, cache) = (self.fileSystem, self.cache)
        let ((catalog, listingDiagnostics), entries) = ConcurrentWork.both(
            {
                let diagnostics = LoadDiagnostics()
                return (ImageCatalog(fileNames: fileSystem.fileNames(in: ImageCatalog.directory) ?? [], diagnostics: diagnostics), diagnostics)
            },
            { LocationFileLoader.entries(fileNames: fileSystem.fileNames(in: LocationFileLoader.directory) ?? []) })
        let imagePaths = catalog.measuredPaths

        // Jobs: the settings, the todo list, each image's size, each place file.
        let firstImage = 2
        let firstLocation = firstImage + imagePaths.count
        let outcomes = ConcurrentWork.map(firstLocation + entries.count) { job -> Outcome in
            switch job {
            case 0:
                let diagnostics = LoadDiagnostics()
                return .config(SiteConfigLoader(fileSystem: fileSystem, diagnostics: diagnostics).load(), diagnostics)
            case 1:
                let diagnostics = LoadDiagnostics()
                return .todos(TodoListLoader(fileSystem: fileSystem, diagnostics: diagnostics).load(), diagnostics)
            case firstImage..<firstLocation:
                let path = imagePaths[job - firstImage]
                let read = { ImageCatalog.size(ofImageAt: path, in: fileSystem) }
                return .imageSize(cache?.imageSize(path, orRead: read) ?? read())
            default:
                let entry = entries[job - firstLocation]
                let read = { LocationFileLoader(fileSystem: fileSystem, images: catalog, diagnostics: LoadDiagnostics()).read(entry) }
                return .location(cache?.location(entry.path, orRead: read) ?? read())
            }
        }

        // Gathered in the order of a one-by-one load: settings, images, todos, places.
        let diagnostics = LoadDiagnostics()
        var config: SiteConfig?
        var todos = TodoListLoader.Result()
        var sizes: [PixelSize?] = []
        var files: [LocationFileLoader.FileResult] = []
        var todoDiagnostics = LoadDiagnostics()
        for outcome in outcomes {
            switch outcome {
            case .config(let value, let jobDiagnostics):
                config = value
                diagnostics.emit(contentsOf: jobDiagnostics)
            case .todos(let value, let jobDiagnostics):
                todos = value
                todoDiagnostics = jobDiagnostics
            case .imageSize(let size): sizes.append(size)
            case .location(let file): files.append(file)
            }
        }
        diagnostics.emit(contentsOf: listingDiagnostics)
        var images = catalog
        images.record(sizes: sizes, diagnostics: diagnostics)
        diagnostics.emit(contentsOf: todoDiagnostics)
        let locations = LocationFileLoader(fileSystem: fileSystem, images: images, diagnostics: diagnostics).assemble(entries, files)

        let sorted = diagnostics.diagnostics
        guard !diagnostics.hasErrors, let config else { throw DiagnosticList(sorted) }
        return SiteContent(
            config: config,
            todos: todos.todos,
            locations: SiteContent.sortedForList(locations.locations),
            images: images.assets,
            warnings: sorted,
            todoSources: todos.sources,
            locationSources: locations.sources,
            todosPath: todos.path)
    }
}
