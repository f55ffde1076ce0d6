import Foundation
import Observation
import RoadbookViewModels
import Synchronization
import Testing

@testable import RoadbookSite

/// Under `serve`, a date or a track edited builds again the pages that show it and no others: each place's page
/// reads its own day, leg and track, each day's page its own day, the home page the trip's dates, the maps of the
/// whole trip the tracks (``TripModel``).
@Suite struct LiveTripTests {
    @Test func movingAPlaceToTheNextDayRebuildsItsPageItsTwoDaysAndTheTripFiles() throws {
        let trip = try TripSiteFixture()
        // Stop 4 goes from day 3 to day 4, before stop 5 (the same day, then by file name): the order stays.
        try trip.write(place: 4, date: "2027-04-13")
        let built = try trip.rebuild("content/locations/stop-4.md")
        #expect(
            built == [
                "locations/stop-4/index.html", "days/3/index.html", "days/4/index.html", "days/index.html", "stats/index.html",
                "trip.ics", "feed.xml", "trip.gpx",
            ])
        #expect(try trip.differencesFromGenerate() == [])
    }

    @Test func movingAPlacePastAnotherRebuildsThePagesWhoseNeighboursOrPositionChanged() throws {
        let trip = try TripSiteFixture()
        // Stop 3 (reached along `north`) goes from day 2 to day 4, after stop 4: they swap places in the list.
        try trip.write(place: 3, date: "2027-04-13")
        let built = try trip.rebuild("content/locations/stop-3.md")
        // The two, and stops 2 and 5, whose next and previous place (and leg) changed; the three days; the list, the
        // home page and Rome's page (their order); the documents and exports in list order; the track's day. Not
        // stops 1, 6, 7, 8, days 1, 5, 6 or Naples.
        #expect(
            built == [
                "locations/stop-2/index.html", "locations/stop-3/index.html", "locations/stop-4/index.html",
                "locations/stop-5/index.html", "days/2/index.html", "days/3/index.html", "days/4/index.html", "days/index.html",
                "locations/index.html", "index.html", "cities/rome/index.html", "stats/index.html", "locations.geojson",
                "sitemap.xml", "tracks.geojson", "trip.gpx", "trip.ics", "feed.xml",
            ])
        #expect(try trip.differencesFromGenerate() == [])
    }

    @Test func editingATrackRebuildsThePagesAndFilesThatShowIt() throws {
        let trip = try TripSiteFixture()
        try trip.writeTrack("north", from: (42.0, 13.0), to: (42.5, 13.5), bend: 0.2)
        let built = try trip.rebuild("content/tracks/north.gpx")
        // Stop 3's page (its leg and its map), its day, the days index (the day's length), the maps of the whole
        // trip (home, places list), the statistics (distances), the tracks' GeoJSON, the exports (trip.gpx holds the
        // tracks' points; the others run again with any place's page, and are not written when their bytes are the same).
        #expect(
            built == [
                "locations/stop-3/index.html", "days/2/index.html", "days/index.html", "index.html", "locations/index.html",
                "stats/index.html", "tracks.geojson", "trip.gpx", "trip.ics", "feed.xml",
            ])
        #expect(try trip.differencesFromGenerate() == [])
    }

    @Test func movingTheLastPlaceOutOfTheTripChangesTheHomePageDates() throws {
        let trip = try TripSiteFixture()
        try trip.write(place: 8, date: "2027-04-16")
        let built = try trip.rebuild("content/locations/stop-8.md")
        // A seventh day: its page is new, every day's "of 7" changes, the home page shows the new range; of the
        // places, only stop 8's page (its day) is built again.
        #expect(
            built == Set((1...7).map { "days/\($0)/index.html" }).union([
                "days/index.html", "index.html", "locations/stop-8/index.html", "stats/index.html", "sitemap.xml", "trip.ics",
                "feed.xml", "trip.gpx",
            ]))
        #expect(try trip.differencesFromGenerate() == [])
    }

    /// As `serve` builds: a date edited builds the place's own page before the browser is told, and leaves the days,
    /// the neighbours, the lists, the documents and the exports for just after; every file that differs from
    /// `generate`'s meanwhile is pending (a request for it waits), and after the rest the folder is `generate`'s.
    @Test func aDateEditBuildsThePlacesPageFirstAndTheRestAfter() throws {
        let trip = try TripSiteFixture()
        // Stop 3 goes from day 2 to day 4, past stop 4: neighbours, days, lists and exports change.
        try trip.write(place: 3, date: "2027-04-13")
        let first = try trip.rebuild("content/locations/stop-3.md", deferring: true)
        #expect(first == ["locations/stop-3/index.html"])
        // The pages that showed another place at a moved offset, and the city pages, are told after the page is served.
        #expect(trip.builder.liveSite?.hasLateReaders == true && trip.builder.hasDeferredWork)
        let stale = try trip.differencesFromGenerate()
        #expect(stale.contains("days/index.html") && stale.contains("locations/stop-4/index.html"), "\(stale)")
        #expect(!stale.contains("locations/stop-3/index.html"))
        let pending = trip.builder.pendingPaths
        let unannounced = stale.filter { !pending.contains(LiveSiteBuilder.sitePath($0)) }
        #expect(unannounced.isEmpty, "stale but not pending: \(unannounced)")
        let changed = try #require(trip.builder.buildAllDeferred())
        #expect(changed.contains("days/") && changed.contains("locations/stop-4/"), "\(changed)")
        #expect(trip.builder.pendingPaths.isEmpty && trip.builder.liveSite?.hasLateReaders == false)
        #expect(try trip.differencesFromGenerate() == [])
    }

    /// A date edit built as `serve` builds it: the whole trip (read by the days index and the statistics, not by the
    /// edited page) is read new at once, but its readers are told only once the page is served, with the rest.
    @Test func theWholeTripsReadersAreToldAfterADateEditsPage() throws {
        let trip = try TripSiteFixture()
        let site = try #require(trip.builder.liveSite)
        let before = site.trip
        let told = TripReadersTold()
        withObservationTracking { _ = site.trip } onChange: { told.set() }
        // A reader of every place's part in bulk (the lists and documents do so past their first reads).
        let toldInBulk = TripReadersTold()
        withObservationTracking {
            BulkReads.counting(oneByOne: 0) { for index in 0..<site.placeCount { _ = site.placeTrip(index) } }
        } onChange: { toldInBulk.set() }
        try trip.write(place: 3, date: "2027-04-13")
        #expect(try trip.rebuild("content/locations/stop-3.md", deferring: true) == ["locations/stop-3/index.html"])
        #expect(site.trip != before && site.tripModel.hasLatePagesReaders && !told.isSet && !toldInBulk.isSet)
        #expect(trip.builder.pendingPaths.contains("days/"))
        let changed = try #require(trip.builder.buildAllDeferred())
        #expect(told.isSet && toldInBulk.isSet && !site.tripModel.hasLatePagesReaders && changed.contains("days/"), "\(changed)")
        #expect(try trip.differencesFromGenerate() == [])
    }

    /// As `serve` builds: a place renamed builds its page and the map data (which names every place) before the
    /// browser is told; a description edited, which the map data does not show, only the page (and a date that moves
    /// the place in the list too, above: the map data is built whole).
    @Test func aRenameBuildsThePlacesPageAndTheMapDataFirst() throws {
        let trip = try TripSiteFixture()
        let path = "content/locations/stop-5.md"
        let text = try String(contentsOf: trip.root.appendingPathComponent(path), encoding: .utf8)
        try trip.site.write(text.replacingOccurrences(of: "Stop number 5.", with: "Stop number five."), to: path)
        #expect(try trip.rebuild(path, deferring: true) == ["locations/stop-5/index.html"])
        _ = trip.builder.buildAllDeferred()
        try trip.site.write(text.replacingOccurrences(of: "name: Stop 5", with: "name: Fifth stop"), to: path)
        #expect(try trip.rebuild(path, deferring: true) == ["locations/stop-5/index.html", "locations.geojson"])
        let served = try String(contentsOf: trip.live.appendingPathComponent("locations.geojson"), encoding: .utf8)
        #expect(served.contains("Fifth stop"))
        _ = trip.builder.buildAllDeferred()
        #expect(try trip.differencesFromGenerate() == [])
    }

    /// A track edited and dates edited in turn, each built as `serve` builds (the rest after): between, every stale
    /// file is pending; after, the folder is `generate`'s.
    @Test func tracksAndDatesEditedWithTheRestAfterEndWhereGenerateDoes() throws {
        let trip = try TripSiteFixture()
        let edits: [(String, () throws -> Void)] = [
            ("content/tracks/north.gpx", { try trip.writeTrack("north", from: (42.0, 13.0), to: (42.6, 13.4), bend: 0.3) }),
            ("content/locations/stop-8.md", { try trip.write(place: 8, date: "2027-04-18") }),
            ("content/locations/stop-1.md", { try trip.write(place: 1, date: "2027-04-16") }),
            ("content/locations/stop-1.md", { try trip.write(place: 1, date: "2027-04-10") }),
        ]
        for (path, edit) in edits {
            try edit()
            _ = try trip.rebuild(path, deferring: true)
            let pending = trip.builder.pendingPaths
            let unannounced = try trip.differencesFromGenerate().filter { !pending.contains(LiveSiteBuilder.sitePath($0)) }
            #expect(unannounced.isEmpty, "after \(path), stale but not pending: \(unannounced)")
            _ = trip.builder.buildAllDeferred()
            #expect(try trip.differencesFromGenerate() == [], "after \(path)")
        }
    }

    /// A tool that saves through a temporary file beside the places (`sed -i` writes `content/locations/sedXXXXXX`,
    /// then renames it) still gets the place's page first: the temporary file changes no page.
    @Test func aTemporaryFileBesideTheEditedPlaceDoesNotDelayItsPage() throws {
        let trip = try TripSiteFixture()
        try trip.write(place: 3, date: "2027-04-13")
        let paths = ["content/locations/sedq1W2e3", "content/locations/stop-3.md"].map { trip.root.appendingPathComponent($0).path }
        guard case .built = trip.builder.build(changed: paths, deferring: true) else { throw TripSiteFixture.BuildFailed() }
        #expect(trip.builder.lastBuiltPaths == ["locations/stop-3/index.html"])
        _ = trip.builder.buildAllDeferred()
        #expect(try trip.differencesFromGenerate() == [])
    }
}

/// Whether an observer was told of a change.
private final class TripReadersTold: Sendable {
    private let told = Atomic(false)
    var isSet: Bool { told.load(ordering: .sequentiallyConsistent) }
    func set() { told.store(true, ordering: .sequentiallyConsistent) }
}
