import RoadbookContent
import RoadbookImages
import RoadbookMarkdown

/// What the pages of a site read: settings, todos, places, images and the figures derived from them.
///
/// ``PageBuilder`` reads content only through this protocol, one item and one field at a time, so that a source
/// whose items are observable objects (``LiveSite``) learns exactly what each page read. ``SiteContentPageSource``
/// answers from loaded ``SiteContent`` for `roadbook generate`.
package protocol PageSource: Sendable {
    /// `site.yaml`.
    var config: SiteConfig { get }
    /// The Markdown renderer, whose link resolver knows the site's places, todos and images.
    var markdown: CmarkRenderer { get }
    /// The theme's words in the site's language.
    var strings: StringTable { get }
    /// The plain texts of ``strings`` as the templates' `t` object, made once per table.
    var themeText: ThemeText { get }
    /// The images of `content/images/`, by name.
    var images: [String: ImageAsset] { get }
    /// How each image is published (its variants), by name.
    var publishedImages: [String: PublishedImage] { get }
    /// The todo file relative to the site root, for diagnostics.
    var todoSourcePath: String { get }
    /// How many todos there are.
    var todoCount: Int { get }
    /// The todo at `index` in list order.
    func todo(_ index: Int) -> any TodoRecord
    /// Every todo's id in URL form (lower case): ids a Markdown heading must not take.
    var todoURLIDs: Set<String> { get }
    /// The offsets of the todos not done yet, in list order (``TodoList/pendingOffsets``).
    var pendingTodoOffsets: [Int] { get }
    /// How many todos are done (``TodoProgress/completedCount``).
    var completedTodoCount: Int { get }
    /// How many todos are not done yet (``TodoProgress/pendingCount``).
    var pendingTodoCount: Int { get }
    /// The share of done todos in whole percent (``TodoProgress/completionPercent``).
    var completionPercent: Int { get }
    /// How many places there are.
    var placeCount: Int { get }
    /// The place at `index` in list order.
    func place(_ index: Int) -> any PlaceRecord
    /// Places per city, the most first (the statistics page; ``CityCount/perCity(of:)``).
    var placesPerCity: [CityCount] { get }
    /// How many different cities the places are in (the rows of ``placesPerCity``).
    var cityCount: Int { get }
    /// The cities in the order their first place appears (``CityGroup/groups(of:)``).
    var cities: [CityGroup] { get }
    /// Each city's URL name (``CityGroup/slug``) by its name: what a link to a city reads, apart from ``cities`` (whose
    /// places' offsets change whenever the order does) so that a reordered list does not build every page again.
    var citySlugs: [String: String] { get }
    /// The offsets of the place before and after the place at `index`, wrapping around (``WrappingOrder``).
    func neighbours(ofPlace index: Int) -> NeighbourOffsets
    /// The offsets of the todo before and after the todo at `index`, wrapping around (``TodoList/neighbours``).
    func neighbours(ofTodo index: Int) -> NeighbourOffsets
    /// The offsets of the places shown on the map of the place at `index`, nearest first.
    func nearby(ofPlace index: Int) -> [Int]
    /// The trip day by day and its tracks (``TripPages/empty`` for a site without dates or tracks).
    var trip: TripPages { get }
    /// Whether the trip has dates (``Itinerary/hasDates``): read by every page's navigation, apart from ``trip`` so
    /// that a page which shows nothing else of the trip is not built again when a date changes.
    var hasTripDates: Bool { get }
    /// What the page of the place at `index` shows of the trip: apart from ``trip`` so that a place's page is
    /// built again under `serve` only when its own day, leg or track changes.
    func placeTrip(_ index: Int) -> PlaceTrip
    /// How many days the trip has.
    var tripDayCount: Int { get }
    /// The day at `index` (0 for the first) as its page shows it: apart from ``trip`` for the same reason.
    func tripDay(_ index: Int) -> TripDay
    /// The trip's dates as the home page shows them.
    var tripOverview: TripOverview { get }
    /// The tracks (``TripPages/tracks``), as the maps of the whole trip draw them.
    var tripTracks: [Track] { get }
    /// The id of the track each place (list order) is reached along, if it is (``TripPages/placeTrackIDs``).
    var placeTrackIDs: [String?] { get }
    /// The date of each place (list order), `nil` for an undated one (``TripPages/placeDates``).
    var placeDates: [PlaceDate?] { get }
    /// The day number of each track, in ``tripTracks`` order (``TripPages/trackDays``).
    var trackDays: [Int?] { get }
    /// The places' cards made once for every page that shows them (``PlaceCardStore``); `nil` where each page must
    /// read what its cards show (under `serve`).
    var placeCards: PlaceCardStore? { get }
    /// The feed's places' descriptions as their pages rendered them (``FeedDescriptionStore``); `nil` where the feed
    /// renders each itself (under `serve`).
    var feedDescriptions: FeedDescriptionStore? { get }
}

extension PageSource {
    /// No store of cards: each page makes the cards it shows, reading every field itself.
    package var placeCards: PlaceCardStore? { nil }
    /// No store of descriptions: the feed renders those it holds.
    package var feedDescriptions: FeedDescriptionStore? { nil }
}
