import Diagnostics

/// Loads a whole site over a ``ContentFileSystem``: settings, images, todos, places, with every problem of
/// every file collected before deciding whether the load failed.
struct ContentLoader {
    let fileSystem: any ContentFileSystem

    /// The validated content; throws all diagnostics (errors and warnings, sorted by file and position) when
    /// any is an error.
    func load() throws(DiagnosticList) -> SiteContent {
        let diagnostics = LoadDiagnostics()
        let config = SiteConfigLoader(fileSystem: fileSystem, diagnostics: diagnostics).load()
        let images = ImageCatalog(fileSystem: fileSystem, diagnostics: diagnostics)
        let todos = TodoListLoader(fileSystem: fileSystem, diagnostics: diagnostics).load()
        let locations = LocationFileLoader(fileSystem: fileSystem, images: images, diagnostics: diagnostics).load()
        guard !diagnostics.hasErrors, let config else {
            throw DiagnosticList(diagnostics.diagnostics)
        }
        return SiteContent(
            config: config,
            todos: todos.todos,
            locations: SiteContent.sortedForList(locations.locations),
            images: images.assets,
            warnings: diagnostics.diagnostics,
            todoSources: todos.sources,
            locationSources: locations.sources,
            todosPath: todos.path)
    }
}
