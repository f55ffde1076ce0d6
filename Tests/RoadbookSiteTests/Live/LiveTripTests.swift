import Foundation
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
                "trip.ics", "feed.xml",
            ])
        #expect(try trip.differencesFromGenerate() == [])
    }

    @Test func movingThePlaceOfATrackToAnotherDayMovesTheTrackToo() throws {
        let trip = try TripSiteFixture()
        // Stop 3 (reached along `north`) goes from day 2 to day 3, after stop 4: the order changes, and with it
        // the legs of stops 3, 4 and 5 and every page showing a place's position.
        try trip.write(place: 3, date: "2027-04-12")
        let built = try trip.rebuild("content/locations/stop-3.md")
        #expect(built.isSuperset(of: ["days/2/index.html", "days/3/index.html", "tracks.geojson", "trip.ics", "feed.xml"]))
        #expect(!built.contains("days/5/index.html") && !built.contains("days/6/index.html"))
        #expect(try trip.differencesFromGenerate() == [])
    }

    @Test func editingATrackRebuildsThePagesAndFilesThatShowIt() throws {
        let trip = try TripSiteFixture()
        try trip.writeTrack("north", from: (41.1, 12.1), to: (41.3, 12.3), bend: 0.2)
        let built = try trip.rebuild("content/tracks/north.gpx")
        // Stop 3's page (its leg and its map), its day, the days index (the day's length), the maps of the whole
        // trip (home, places list), the statistics (distances), the tracks' GeoJSON, trip.gpx (the tracks' points).
        #expect(
            built == [
                "locations/stop-3/index.html", "days/2/index.html", "days/index.html", "index.html", "locations/index.html",
                "stats/index.html", "tracks.geojson", "trip.gpx",
            ])
        #expect(try trip.differencesFromGenerate() == [])
    }

    @Test func movingTheLastPlaceOutOfTheTripChangesTheHomePageDates() throws {
        let trip = try TripSiteFixture()
        try trip.write(place: 8, date: "2027-04-16")
        let built = try trip.rebuild("content/locations/stop-8.md")
        // A seventh day: its page is new, the sixth page's "next" and every day's "of 7" change, and the home
        // page shows the new range.
        #expect(built.isSuperset(of: ["index.html", "days/7/index.html", "days/1/index.html", "locations/stop-8/index.html"]))
        #expect(!built.contains("locations/stop-2/index.html"))
        #expect(try trip.differencesFromGenerate() == [])
    }
}
