import Observation
import RoadbookContent
import RoadbookImages
import RoadbookMarkdown
import RoadbookPages
import RoadbookViewModels

/// The live model of a site for `serve`: the seed's long-lived view models (the todo list, the places, the
/// statistics) and the settings, with one observable object per todo and per place, kept up to date by
/// ``apply(_:)`` and read by the pages through ``PageSource``.
///
/// A page built from it inside `withObservationTracking` depends exactly on what it read: a place's description
/// is read by that place's page only; its name by the pages showing it; the counts and the order through the
/// statistics and the order of the places' and todos' arrays.
///
/// Not thread-safe for writing: ``apply(_:)`` must not run while pages are built; pages may be built in parallel.
/// `@unchecked Sendable` for that: its view models are `@Observable` classes, read by parallel page builds only.
package final class LiveSite: PageSource, @unchecked Sendable {
    /// The todo list.
    package let list: ListViewModel
    /// The places.
    package let places: PlacesViewModel
    /// The figures of the statistics page, the home page and the progress bars.
    package let statistics: StatisticsViewModel
    /// `site.yaml`, the images, the Markdown renderer.
    package let settings: SiteSettingsModel
    /// The days, distances and tracks.
    package let tripModel: TripModel
    /// The places by offset, what the pages read (``PlaceSlots``).
    private let placeSlots = PlaceSlots()
    /// Each city's URL name by its name, what links to cities read.
    private let citySlugTable = ObservedValue<[String: String]>([:])
    private var placeCoordinates: [Coordinates] = []
    private var placeOrder: [String] = []

    /// The live model of `content`, its images published as `published`.
    package init(_ content: SiteContent, published: [String: PublishedImage]) {
        list = ListViewModel(items: [])
        places = PlacesViewModel(places: [])
        statistics = StatisticsViewModel(todos: content.todos, places: content.places)
        settings = SiteSettingsModel(content, published: published)
        tripModel = TripModel(content)
        apply(content, published: published, imagesChanged: true)
    }

    /// Takes the content as it now is: every value that differs changes, and only those, so the pages that read
    /// them (and no others) are told.
    /// `imagesChanged` false promises that the images and how they are published are as at the last apply.
    ///
    /// With `urgentPlaces` (the offsets of the place pages built first), the pages that read which place is at
    /// another offset or the cities' places are told only at ``tellLateReaders()``, once those pages are served;
    /// every read gets the new values at once. Telling them was a third of the time before a date edit's page. The
    /// readers of the urgent offsets are told late too (they include the city pages, whose trackings, hundreds of
    /// places read each, were a third of a date edit's build again to cancel): ``untoldUrgentPlaces`` says which of
    /// those pages the caller must build at once all the same.
    ///
    /// With `changes` (what a quick reload changed since the last apply, ``ContentChanges``), what they cannot have
    /// touched is left as it is: the settings and todos, the places not named, the cities, the trip, the neighbours.
    func apply(
        _ content: SiteContent, published: [String: PublishedImage], imagesChanged: Bool, urgentPlaces: Set<Int>? = nil,
        changes: ContentChanges? = nil
    ) {
        tellLateReaders()
        if changes == nil {
            settings.update(content, published: published, imagesChanged: imagesChanged)
            list.apply(content.todos, sources: content.todoSources)
        }
        places.apply(content.places, sources: content.placeSources, changedIDs: changes?.placeIDs)
        if changes?.placesMoved != false { placeSlots.take(places.placeModels, tellingNow: urgentPlaces.map { _ in [] }) }
        untoldUrgentPlaces = urgentPlaces?.filter(placeSlots.tookAnotherPlaceUntold) ?? []
        let citiesKept = changes.map { !$0.citiesChanged && !$0.placesMoved } ?? false
        statistics.update(
            todos: content.todos, places: content.places, tellingCityReadersLater: urgentPlaces != nil, citiesKept: citiesKept,
            countsKept: changes.map { !$0.citiesChanged } ?? false)
        if !citiesKept { citySlugTable.set(CityGroup.slugs(of: statistics.cities)) }
        if changes?.tripChanged != false { tripModel.update(content, tellingPagesReadersLater: urgentPlaces != nil) }
        if changes.map({ $0.placesMoved || $0.coordinatesChanged }) ?? true { updateNeighbours(content.places, urgentPlaces) }
    }

    /// The offsets among the last apply's `urgentPlaces` that took another place without telling their readers: the
    /// pages there show another place now, though no change marked them.
    private(set) var untoldUrgentPlaces: Set<Int> = []

    /// Whether some pages are still to be told of values the last ``apply(_:published:imagesChanged:urgentPlaces:)``
    /// changed (``tellLateReaders()``).
    package var hasLateReaders: Bool {
        placeSlots.hasLateReaders || statistics.hasLateCityReaders || tripModel.hasLatePagesReaders || lateNearby != nil
    }

    /// Tells the pages that read a value the last apply changed without telling them: Observation marks them to be
    /// built again.
    package func tellLateReaders() {
        placeSlots.tellLateReaders()
        statistics.tellLateCityReaders()
        tripModel.tellLatePagesReaders()
        updateLateNearby()
    }

    /// Previous and next of every todo and place, from the list's and the places' view models, and the nearby
    /// places of every place; the nearby ones are looked for again only when a place came, went, moved in the list
    /// or moved on the map. With `urgentPlaces`, only those places' nearby ones are looked for now, the others' at
    /// ``tellLateReaders()`` (a date edit's page reads its own place's only; looking for 10,000 places' was a tenth
    /// of the time before it).
    private func updateNeighbours(_ loaded: [Place], _ urgentPlaces: Set<Int>?) {
        for (todo, neighbours) in zip(list.todoModels, list.neighbours) {
            todo.update(neighbours: neighbours)
        }
        let order = loaded.map(\.id)
        // In list order: with the order unchanged, the same coordinates at each offset are the same at each id.
        let coordinates = loaded.map(\.coordinates)
        let placesMoved = order != placeOrder || coordinates != placeCoordinates
        placeOrder = order
        placeCoordinates = coordinates
        let finder = placesMoved ? NearbyPlaceFinder(coordinates: coordinates) : nil
        for (offset, (place, neighbours)) in zip(places.placeModels, places.neighbours).enumerated() {
            let lookedForNow = urgentPlaces?.contains(offset) ?? true
            place.update(neighbours: neighbours, nearby: lookedForNow ? finder?.nearby(of: offset) : nil)
        }
        if urgentPlaces != nil { lateNearby = finder }
    }

    /// The finder of the last apply, while the places but the urgent ones are still to get their nearby places.
    private var lateNearby: NearbyPlaceFinder?

    /// Gives every place the nearby places the last apply left for later.
    private func updateLateNearby() {
        guard let finder = lateNearby else { return }
        lateNearby = nil
        for (offset, place) in places.placeModels.enumerated() {
            place.update(neighbours: place.neighbours, nearby: finder.nearby(of: offset))
        }
    }

    package var config: SiteConfig { settings.config }
    package var trip: TripPages { tripModel.pages }
    package var hasTripDates: Bool { tripModel.hasDates }
    package func placeTrip(_ index: Int) -> PlaceTrip {
        BulkReads.countRead()
        return tripModel.places[index].value
    }
    package var tripDayCount: Int { tripModel.days.count }
    package func tripDay(_ index: Int) -> TripDay {
        BulkReads.countRead()
        return tripModel.days[index].value
    }
    package var tripOverview: TripOverview { tripModel.overview }
    package var tripTracks: [Track] { tripModel.tracks }
    package var trackDays: [Int?] { tripModel.trackDays }
    package var placeDates: [PlaceDate?] { tripModel.placeDates }
    package var placeTrackIDs: [String?] { tripModel.placeTrackIDs }
    package var markdown: CmarkRenderer { settings.markdown }
    package var images: [String: ImageAsset] { settings.images }
    package var publishedImages: [String: PublishedImage] { settings.publishedImages }
    package var strings: StringTable { settings.strings }
    package var themeText: ThemeText { settings.themeText }
    package var todoSourcePath: String { settings.todoSourcePath }
    package var todoCount: Int { list.todoModels.count }
    package func todo(_ index: Int) -> any TodoRecord {
        BulkReads.countRead()
        return list.todoModels[index]
    }
    package var todoURLIDs: Set<String> { settings.todoURLIDs }
    package var pendingTodoOffsets: [Int] { list.pendingOffsets }
    package var completedTodoCount: Int { statistics.completedCount }
    package var pendingTodoCount: Int { statistics.pendingCount }
    package var completionPercent: Int { statistics.completionPercent }
    package var placeCount: Int { placeSlots.slots.count }
    package func place(_ index: Int) -> any PlaceRecord {
        placeSlots.place(at: index, inBulk: BulkReads.countRead())
    }
    package var placesPerCity: [CityCount] { statistics.placesPerCity }
    package var cityCount: Int { statistics.cityCount }
    package var cities: [CityGroup] { statistics.cities }
    package var citySlugs: [String: String] { citySlugTable.value }

    package func neighbours(ofPlace index: Int) -> NeighbourOffsets {
        placeSlots.slots[index].current.neighbours
    }

    package func neighbours(ofTodo index: Int) -> NeighbourOffsets {
        list.todoModels[index].neighbours
    }

    package func nearby(ofPlace index: Int) -> [Int] {
        placeSlots.slots[index].current.nearby
    }
}
