import Foundation
import RoadbookContent
import Testing

@testable import RoadbookSite

/// The quick path of a live rebuild for an edited track file: the track read again alone is what the whole load
/// gives, and a file that no longer loads without a problem is left to the whole load.
@Suite struct TrackFileUpdateTests {
    private let north = "content/tracks/north.gpx"

    private func load(_ trip: TripSiteFixture) throws -> SiteContent {
        try FileContentDataSource(root: trip.root).loadSite(cache: ContentLoadCache())
    }

    @Test func anEditedTrackIsPatchedInAsTheWholeLoadReadsIt() throws {
        let trip = try TripSiteFixture()
        let before = try load(trip)
        try trip.writeTrack("north", from: (42.0, 13.0), to: (42.7, 13.2), bend: 0.4)
        let (patched, changes) = try #require(TrackFileUpdate.patched(before, paths: [north], root: trip.root))
        let whole = try load(trip)
        #expect(changes.placeIDs.isEmpty && changes.tripChanged && !changes.placesMoved)
        #expect(patched.tracks == whole.tracks && patched.tracks != before.tracks)
        #expect(patched.places.map(\.id) == whole.places.map(\.id))
    }

    @Test(arguments: ["<gpx version=\"1.1\"><trk><trkseg>", "not a GPX file\n"])
    func aTrackThatNoLongerLoadsIsLeftToTheWholeLoad(text: String) throws {
        let trip = try TripSiteFixture()
        let before = try load(trip)
        try trip.site.write(text, to: north)
        #expect(TrackFileUpdate.patched(before, paths: [north], root: trip.root) == nil)
    }

    @Test func aNewTrackOrAnotherFileIsLeftToTheWholeLoad() throws {
        let trip = try TripSiteFixture()
        let before = try load(trip)
        try trip.writeTrack("east", from: (42.0, 13.0), to: (42.5, 13.5), bend: 0.1)
        #expect(TrackFileUpdate.patched(before, paths: ["content/tracks/east.gpx"], root: trip.root) == nil)
        #expect(TrackFileUpdate.patched(before, paths: ["content/tracks/notes.txt"], root: trip.root) == nil)
    }
}
