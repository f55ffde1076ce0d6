import Parallelism
import RoadbookContent
import RoadbookImages
import RoadbookMarkdown

/// The pages' view of loaded ``SiteContent``, with the work shared by many pages (ids, neighbours, nearby
/// places, the figures) done once: what `roadbook generate` builds from. The figures and the neighbours come from
/// the same value types the live site's view models hold (``TodoProgress``, ``TodoList``, ``WrappingOrder``,
/// ``CityCount/perCity(of:)``, ``CityGroup/groups(of:)``), without observable objects.
package struct SiteContentPageSource: PageSource {
    /// The content.
    package let content: SiteContent
    package let markdown: CmarkRenderer
    package let todoSourcePath: String
    package let todoURLIDs: Set<String>
    package let pendingTodoOffsets: [Int]
    package let placesPerCity: [CityCount]
    package let cities: [CityGroup]
    package let citySlugs: [String: String]
    package let publishedImages: [String: PublishedImage]
    package let trip: TripPages
    package var hasTripDates: Bool { trip.itinerary.hasDates }
    package func placeTrip(_ index: Int) -> PlaceTrip { trip.placeTrip(index) }
    package var tripDayCount: Int { trip.itinerary.days.count }
    package func tripDay(_ index: Int) -> TripDay { trip.tripDay(index) }
    package var tripOverview: TripOverview { trip.overview }
    package var tripTracks: [Track] { trip.tracks }
    package var trackDays: [Int?] { trip.trackDays }
    package var placeDates: [PlaceDate?] { trip.placeDates }
    package var placeTrackIDs: [String?] { trip.placeTrackIDs }
    /// Kept for a dated trip, whose `/days/` and day pages show every card again; without dates a card is shown about
    /// once (its city's page), so keeping it would only hold memory.
    package let placeCards: PlaceCardStore?
    /// Kept for a dated trip, which has a feed.
    package let feedDescriptions: FeedDescriptionStore?
    private let progress: TodoProgress
    private let todos: [LoadedItem<ItemModel>]
    private let places: [LoadedItem<Place>]
    private let placeNeighbours: [NeighbourOffsets]
    private let todoNeighbours: [NeighbourOffsets]
    private let nearbyFinder: NearbyPlaceFinder

    /// The pages' view of `content`, its images published as `images` says (by default, copied as they are).
    package init(content: SiteContent, images: [String: PublishedImage]? = nil) {
        self.content = content
        themeText = ThemeText(messages: content.strings.messages)
        publishedImages = images ?? content.images.mapValues(PublishedImage.copied)
        todoSourcePath = content.todoSourcePath
        todos = content.todos.map { LoadedItem($0, source: content.todoSources[$0.id]) }
        todoURLIDs = Set(content.todos.map(\.urlID))
        progress = TodoProgress(todos: content.todos)
        // What the places share, in two halves on two cores: at 10,000 places this was 30 ms on one, with the other
        // core idle between the images' plan and the pages.
        let published = publishedImages
        let (placeWork, cityWork) = ConcurrentWork.both(
            {
                (places: content.places.map { LoadedItem($0, source: content.placeSources[$0.id]) },
                 nearby: NearbyPlaceFinder(coordinates: content.places.map(\.coordinates)), trip: Self.trip(of: content))
            },
            {
                let cities = CityGroup.groups(of: content.places)
                return (markdown: Self.markdownRenderer(content: content, images: published), perCity: CityCount.perCity(of: content.places),
                        cities: cities, slugs: CityGroup.slugs(of: cities), neighbours: WrappingOrder(keys: content.places.map(\.id)).allNeighbours)
            })
        places = placeWork.places
        nearbyFinder = placeWork.nearby
        trip = placeWork.trip
        markdown = cityWork.markdown
        placesPerCity = cityWork.perCity
        cities = cityWork.cities
        citySlugs = cityWork.slugs
        placeNeighbours = cityWork.neighbours
        let list = TodoList(items: content.todos)
        todoNeighbours = list.neighbours
        pendingTodoOffsets = list.pendingOffsets
        placeCards = trip.itinerary.hasDates ? PlaceCardStore(placeCount: content.places.count) : nil
        feedDescriptions = trip.itinerary.hasDates ? FeedDescriptionStore() : nil
    }

    /// The trip of `content`: ``TripPages/empty`` when it has neither dates nor tracks.
    package static func trip(of content: SiteContent) -> TripPages {
        let itinerary = Itinerary(places: content.places, tracks: content.tracks, todos: content.todos, trip: content.config.trip)
        guard itinerary.hasDates || !content.tracks.isEmpty else { return .empty }
        return TripPages(itinerary: itinerary, tracks: content.tracks, language: content.config.language)
    }

    /// The Markdown renderer of `content` with its images published as `images`: its links resolve to the
    /// places and todos (those that failed to load too) and the images.
    package static func markdownRenderer(content: SiteContent, images published: [String: PublishedImage])
        -> CmarkRenderer
    {
        // Each image made when a link asks for it (``ContentLinkResolver``).
        let resolver = ContentLinkResolver(
            placeIDs: content.places.map(\.id) + content.failedPlaceIDs,
            todoIDs: content.todos.map(\.id) + content.failedTodoIDs, todoIDsAreKnown: !content.todoIDsAreUnknown,
            todoSourcePath: content.todoSourcePath, imageNames: { Array(published.keys) },
            imageNamed: { published[$0].map(markdownImage) })
        return CmarkRenderer(
            options: content.config.markdown, resolver: resolver,
            headingLinkLabel: content.strings.filler("markdown.headingLinkLabel", placeholder: "heading"))
    }

    /// How Markdown shows `image`: as the gallery does, every gallery variant, the `src` no wider than a gallery's
    /// (the original is not published). Each width is once in a published image's variants (`PublishedImage`), so
    /// no `srcset` repeats one.
    private static func markdownImage(_ image: PublishedImage) -> ContentLinkResolver.Image {
        func variants(_ variants: [ImageVariant]) -> [ContentLinkResolver.Variant] {
            variants.map { ContentLinkResolver.Variant(sitePath: RelativeURL.encoded($0.sitePath), width: $0.width) }
        }
        let fallbacks = image.variants(for: .gallery, in: image.fallbackFormat)
        let variant = fallbacks.last { $0.width <= ImageViewModel.preferredSourceWidth } ?? fallbacks.first
        return ContentLinkResolver.Image(
            sitePath: RelativeURL.encoded(variant?.sitePath ?? PublishedImage.originalSitePath(of: image.source)),
            width: variant?.width ?? image.source.width, height: variant?.height ?? image.source.height,
            fallbackVariants: variants(fallbacks),
            sources: image.formats.map {
                ContentLinkResolver.Source(type: $0.mediaType, variants: variants(image.variants(for: .gallery, in: $0)))
            })
    }

    package var config: SiteConfig { content.config }
    package var strings: StringTable { content.strings }
    package let themeText: ThemeText
    package var images: [String: ImageAsset] { content.images }
    package var todoCount: Int { todos.count }
    package func todo(_ index: Int) -> any TodoRecord { todos[index] }
    package var completedTodoCount: Int { progress.completedCount }
    package var pendingTodoCount: Int { progress.pendingCount }
    package var completionPercent: Int { progress.completionPercent }
    package var cityCount: Int { placesPerCity.count }
    package var placeCount: Int { places.count }
    package func place(_ index: Int) -> any PlaceRecord { places[index] }
    package func neighbours(ofPlace index: Int) -> NeighbourOffsets { placeNeighbours[index] }
    package func neighbours(ofTodo index: Int) -> NeighbourOffsets { todoNeighbours[index] }
    package func nearby(ofPlace index: Int) -> [Int] { nearbyFinder.nearby(of: index) }
}
