import Observation
import RoadbookContent
import RoadbookPages

/// The trip of the live site (``TripPages``), observable in parts, so each page depends on the part it shows: a
/// place's page on its own day, leg and track (``places``), a day's page on that day (``days``), the home page on the
/// trip's dates (``overview``), the maps of the whole trip on the tracks (``tracks``). The days index, the
/// statistics and the exports read the whole trip (``pages``). Every part is set only when it differs, so a date or
/// a track edited builds again only the pages whose part changed.
@Observable
package final class TripModel {
    /// The trip as last applied. Its readers (the days index, the statistics, the home page) may be told of a change
    /// after every read already gets it (``update(_:tellingPagesReadersLater:)``).
    package var pages: TripPages {
        access(keyPath: \.pages)
        return untoldPages ?? toldPages
    }
    @ObservationIgnored private var toldPages: TripPages
    /// The trip as it now is, when the readers of ``pages`` are still to be told (``tellLatePagesReaders()``).
    @ObservationIgnored private var untoldPages: TripPages?
    /// Whether the trip has dates.
    package private(set) var hasDates: Bool
    /// The trip's dates as the home page shows them.
    package private(set) var overview: TripOverview
    /// The tracks.
    package private(set) var tracks: [Track]
    /// The day of each track.
    package private(set) var trackDays: [Int?]
    /// The track of each place (list order), when it is reached along one.
    package private(set) var placeTrackIDs: [String?]
    /// The date of each place (list order), for the calendar and the feed.
    package private(set) var placeDates: [PlaceDate?]
    /// Each place's part (list order); the array is replaced only when the number of places changes.
    package private(set) var places: [ObservedValue<PlaceTrip>] = []
    /// Each day (the first first); the array is replaced only when the number of days changes.
    package private(set) var days: [ObservedValue<TripDay>] = []
    /// Every place's part at once and every day at once, for the jobs that read them in bulk (``ObservedValue``).
    @ObservationIgnored private let everyPlace = ObservationRegistrar()
    @ObservationIgnored private let everyDay = ObservationRegistrar()

    /// The trip of `content`.
    package init(_ content: SiteContent) {
        let trip = SiteContentPageSource.trip(of: content)
        toldPages = trip
        hasDates = trip.itinerary.hasDates
        overview = trip.overview
        tracks = trip.tracks
        trackDays = trip.trackDays
        placeTrackIDs = trip.placeTrackIDs
        placeDates = trip.placeDates
        updateParts(trip, placeCount: content.places.count)
    }

    /// Takes the trip of `content`; observers are told only of what differs. With `tellingPagesReadersLater`, the
    /// readers of the whole trip (``pages``) are told at ``tellLatePagesReaders()`` (which runs first): none of them is
    /// the page of a place, and cancelling their trackings was a tenth of a date edit's time before its page.
    package func update(_ content: SiteContent, tellingPagesReadersLater: Bool = false) {
        tellLatePagesReaders()
        let new = SiteContentPageSource.trip(of: content)
        guard new != toldPages || places.count != content.places.count else { return }
        if new != toldPages {
            if tellingPagesReadersLater { untoldPages = new } else { withMutation(keyPath: \.pages) { toldPages = new } }
        }
        if new.itinerary.hasDates != hasDates { hasDates = new.itinerary.hasDates }
        let overview = new.overview
        if overview != self.overview { self.overview = overview }
        if new.tracks != tracks { tracks = new.tracks }
        let trackDays = new.trackDays
        if trackDays != self.trackDays { self.trackDays = trackDays }
        let placeTrackIDs = new.placeTrackIDs
        if placeTrackIDs != self.placeTrackIDs { self.placeTrackIDs = placeTrackIDs }
        let placeDates = new.placeDates
        if placeDates != self.placeDates { self.placeDates = placeDates }
        updateParts(new, placeCount: content.places.count, tellingGroupsLater: tellingPagesReadersLater)
    }

    /// A box of each group whose readers in bulk are still to be told that a place's part or a day changed.
    @ObservationIgnored private var untoldPlaceGroup: ObservedValue<PlaceTrip>?
    @ObservationIgnored private var untoldDayGroup: ObservedValue<TripDay>?

    /// Whether the readers of ``pages``, or those of every place's part or every day in bulk, are still to be told of
    /// a change.
    package var hasLatePagesReaders: Bool { untoldPages != nil || untoldPlaceGroup != nil || untoldDayGroup != nil }

    /// Tells the readers of ``pages``, and those of the places' parts and the days in bulk, of the change they were not
    /// told of yet.
    package func tellLatePagesReaders() {
        untoldPlaceGroup?.tellGroup()
        untoldDayGroup?.tellGroup()
        (untoldPlaceGroup, untoldDayGroup) = (nil, nil)
        guard let untoldPages else { return }
        withMutation(keyPath: \.pages) {
            toldPages = untoldPages
            self.untoldPages = nil
        }
    }

    /// Sets each place's and each day's part; the arrays grow or shrink to the number of places and days.
    private func updateParts(_ trip: TripPages, placeCount: Int, tellingGroupsLater: Bool = false) {
        if places.count != placeCount {
            places = (0..<placeCount).map { $0 < places.count ? places[$0] : ObservedValue(PlaceTrip.none, group: everyPlace) }
        }
        for (index, place) in places.enumerated() {
            let changed = place.set(trip.placeTrip(index), tellingGroupLater: tellingGroupsLater)
            if changed, tellingGroupsLater { untoldPlaceGroup = place }
        }
        let dayCount = trip.itinerary.days.count
        if days.count != dayCount {
            days = (0..<dayCount).map { $0 < days.count ? days[$0] : ObservedValue(trip.tripDay($0), group: everyDay) }
        }
        for (index, day) in days.enumerated() {
            let changed = day.set(trip.tripDay(index), tellingGroupLater: tellingGroupsLater)
            if changed, tellingGroupsLater { untoldDayGroup = day }
        }
    }
}
