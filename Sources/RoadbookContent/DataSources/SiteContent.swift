import Diagnostics

/// Everything a site is made of, loaded and validated: what the generator and the view models work from.
package struct SiteContent: Sendable {
    /// `site.yaml`.
    package internal(set) var config: SiteConfig
    /// The theme's words in the site's language, with the site's own overrides.
    package let strings: StringTable
    /// The todo list, in list order.
    package let todos: [ItemModel]
    /// The places, by weight (absent last), then by file name.
    package private(set) var places: [Place]
    /// The tracks of `content/tracks/` that loaded, by id.
    package private(set) var tracks: [Track]
    /// The images of `content/images/`, by name (without extension); names with several files are left out.
    package let images: [String: ImageAsset]
    /// The warnings found while loading (unknown keys, unreadable image sizes, ignored files).
    package let warnings: [Diagnostic]
    /// Where each todo comes from, by its id as written.
    package let todoSources: [String: ItemSource]
    /// Where each place comes from, by its id.
    package private(set) var placeSources: [String: ItemSource]
    /// The todo file relative to the site root (`content/todos.yaml` or `content/todos.json`); `nil` when
    /// the site has none.
    package let todosPath: String?
    /// The todo file that messages and edits name: ``todosPath``, or ``DefaultSourcePaths/todoList`` for a site
    /// without one (where a first todo would be written).
    package var todoSourcePath: String { todosPath ?? DefaultSourcePaths.todoList }
    /// The ids of places whose files have errors (in a load that failed): they exist, so links to them are fine.
    package let failedPlaceIDs: Set<String>
    /// The ids of todos whose entries have errors (in a load that failed), lower-cased.
    package let failedTodoIDs: Set<String>
    /// Whether the todo file could not be read or parsed (in a load that failed): which todos exist is not known,
    /// so links to them are not checked.
    package let todoIDsAreUnknown: Bool
    /// The descriptions of places whose front matter has errors (in a load that failed), so their links are checked.
    package let failedPlaceDescriptions: [MarkdownSource]

    /// Creates content; the defaults suit tests and in-memory sites (`strings`: the built-in table of the
    /// config's language, else English).
    package init(
        config: SiteConfig,
        strings: StringTable? = nil,
        todos: [ItemModel] = [],
        places: [Place] = [],
        tracks: [Track] = [],
        images: [String: ImageAsset] = [:],
        warnings: [Diagnostic] = [],
        todoSources: [String: ItemSource] = [:],
        placeSources: [String: ItemSource] = [:],
        todosPath: String? = nil,
        failedPlaceIDs: Set<String> = [],
        failedTodoIDs: Set<String> = [],
        todoIDsAreUnknown: Bool = false,
        failedPlaceDescriptions: [MarkdownSource] = []
    ) {
        self.config = config
        self.strings = strings ?? StringTable.builtIn(config.language) ?? .english
        self.todos = todos
        self.places = places
        self.tracks = tracks
        self.images = images
        self.warnings = warnings
        self.todoSources = todoSources
        self.placeSources = placeSources
        self.todosPath = todosPath
        self.failedPlaceIDs = failedPlaceIDs
        self.failedTodoIDs = failedTodoIDs
        self.todoIDsAreUnknown = todoIDsAreUnknown
        self.failedPlaceDescriptions = failedPlaceDescriptions
    }

    /// The places of `places` in list order: dated places by date and time, then weight, then id; undated after
    /// them by weight (absent last), then by id (``PlaceOrderKey``).
    ///
    /// Each place's key is made once and the keys' positions are sorted, not the places: a `Place` is a large value,
    /// and a sort moves each many times (at 10,000 places, sorting them was 60 ms of a build on one core, each
    /// comparison making two keys). Equal keys (two files of one id) keep their order, as a stable sort does.
    package static func sortedForList(_ places: [Place]) -> [Place] {
        let keys = places.map(PlaceOrderKey.init)
        let order = keys.indices.sorted { keys[$0] < keys[$1] || (!(keys[$1] < keys[$0]) && $0 < $1) }
        return order.map { places[$0] }
    }

    /// This content with `places` (in list order) and their `sources` instead of its own, everything else as it
    /// is: what `serve` makes when only place files changed.
    package func replacingPlaces(_ places: [Place], sources: [String: ItemSource]) -> SiteContent {
        var replaced = self
        replaced.places = places
        replaced.placeSources = sources
        return replaced
    }

    /// This content with `track` instead of its own track of that id, everything else as it is: what `serve` makes
    /// when only an existing track's file changed.
    package func replacingTrack(_ track: Track) -> SiteContent {
        var replaced = self
        replaced.tracks = tracks.map { $0.id == track.id ? track : $0 }
        return replaced
    }

    /// The image named `name`, if exactly one file has that name.
    package func image(named name: String) -> ImageAsset? {
        images[name]
    }
}
