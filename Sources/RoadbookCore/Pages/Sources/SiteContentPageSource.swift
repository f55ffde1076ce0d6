/// The pages' view of loaded ``SiteContent``, with the work shared by many pages (ids, neighbours, nearby
/// places, per-city counts) done once: what `roadbook generate` builds from.
public struct SiteContentPageSource: PageSource {
    /// The content.
    public let content: SiteContent
    public let markdown: CmarkRenderer
    public let todoSourcePath: String
    public let todoURLIDs: Set<String>
    public let completedTodoCount: Int
    public let placesPerCity: [CityCount]
    private let todos: [SiteContentTodo]
    private let places: [SiteContentPlace]
    private let placeNeighbours: [(previous: Int, next: Int)]
    private let nearbyFinder: NearbyPlaceFinder

    /// The pages' view of `content`.
    public init(content: SiteContent) {
        self.content = content
        todoSourcePath = content.todosPath ?? "content/todos.yaml"
        todos = content.todos.map { SiteContentTodo(item: $0, source: content.todoSources[$0.id]) }
        places = content.locations.map { SiteContentPlace(location: $0, source: content.locationSources[$0.id]) }
        todoURLIDs = Set(todos.map(\.urlID))
        completedTodoCount = content.todos.count(where: \.isCompleted)
        markdown = Self.markdownRenderer(
            config: content.config, locationIDs: content.locations.map(\.id), todoIDs: content.todos.map(\.id),
            todoSourcePath: todoSourcePath, images: content.images)
        placesPerCity = StatisticsViewModel(todos: [], locations: content.locations).placesPerCity
        placeNeighbours = Self.neighbours(of: content.locations)
        nearbyFinder = NearbyPlaceFinder(coordinates: content.locations.map(\.coordinates))
    }

    /// The Markdown renderer of a site with these settings, places, todos and images.
    public static func markdownRenderer(
        config: SiteConfig, locationIDs: [String], todoIDs: [String], todoSourcePath: String, images: [String: ImageAsset]
    ) -> CmarkRenderer {
        var resolvable: [String: ContentLinkResolver.Image] = [:]
        for (name, asset) in images {
            resolvable[name] = ContentLinkResolver.Image(
                sitePath: RelativeURL.encoded(PageBuilder.imageSitePath(asset)), width: asset.width, height: asset.height)
        }
        let resolver = ContentLinkResolver(
            locationIDs: locationIDs, todoIDs: todoIDs, todoSourcePath: todoSourcePath, images: resolvable)
        return CmarkRenderer(options: config.markdown, resolver: resolver)
    }

    /// For each place (by list offset), the offsets of its previous and next place, from `LocationsViewModel`
    /// (wrapping around, as the seed's `nextButtonPressed` does).
    public static func neighbours(of locations: [Location]) -> [(previous: Int, next: Int)] {
        let places = LocationsViewModel(locations: locations)
        return locations.indices.map { offset in
            let place = locations[offset]
            let previous = places.previous(before: place).flatMap(places.index(of:)) ?? offset
            let next = places.next(after: place).flatMap(places.index(of:)) ?? offset
            return (previous, next)
        }
    }

    public var config: SiteConfig { content.config }
    public var images: [String: ImageAsset] { content.images }
    public var todoCount: Int { todos.count }
    public func todo(_ index: Int) -> any TodoRecord { todos[index] }
    public var placeCount: Int { places.count }
    public func place(_ index: Int) -> any PlaceRecord { places[index] }
    public func neighbours(ofPlace index: Int) -> (previous: Int, next: Int) { placeNeighbours[index] }
    public func nearby(ofPlace index: Int) -> [Int] { nearbyFinder.nearby(of: index) }
}

/// A loaded todo with where it comes from.
struct SiteContentTodo: TodoRecord, Sendable {
    let item: ItemModel
    let source: ItemSource?
    var id: String { item.id }
    var urlID: String { item.id.lowercased() }
    var title: String { item.title }
    var isCompleted: Bool { item.isCompleted }
    var notes: String? { item.notes }
}

/// A loaded place with where it comes from.
struct SiteContentPlace: PlaceRecord, Sendable {
    let location: Location
    let source: ItemSource?
    var id: String { location.id }
    var name: String { location.name }
    var cityName: String { location.cityName }
    var coordinates: Coordinates { location.coordinates }
    var description: String { location.description }
    var imageNames: [String] { location.imageNames }
    var link: String? { location.link }
}
