import Foundation
import SiteFiles
import TestSupport
import Testing

@testable import RoadbookContent

/// The tracks kept between builds in `.roadbook-cache/tracks/`: used only while the GPX file is unchanged, never
/// through a link, and an entry that is not whole and well formed is no entry.
@Suite struct TrackCacheTests {
    static let path = TrackFileLoader.directory + "/walk.gpx"

    static func gpx(points: Int, start: Double = 41.89) -> String {
        var text = #"<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>Along the Tiber</name><trkseg>"#
        for index in 0..<points {
            let latitude = start + Double(index) * 0.0001 + 0.00005 * sin(Double(index) / 5)
            text += #"<trkpt lat="\#(latitude)" lon="\#(12.47 + Double(index) * 0.00013)"><ele>\#(20 + index % 7)</ele>"#
            text += "<time>2027-04-14T07:\(String(format: "%02d", index / 60 % 60)):\(String(format: "%02d", index % 60))Z</time></trkpt>"
        }
        return text + "</trkseg><trkseg><trkpt lat=\"41.95\" lon=\"12.5\"/></trkseg></trk></gpx>\n"
    }

    private func load(_ site: TemporaryDirectory) -> TrackFileLoader.FileResult {
        TrackFileLoader.read(Self.path, id: "walk", from: DiskFileSystem(root: site.url), cache: TrackCache(siteFolder: site.url.path))
    }

    private func stamp(_ site: TemporaryDirectory) throws -> FileStamp {
        try #require(DiskFileSystem(root: site.url).stamp(of: Self.path))
    }

    @Test func anEntryRoundTripsEveryPartOfATrack() throws {
        let site = try TemporaryDirectory()
        try site.write(Self.gpx(points: 300), to: Self.path)
        let track = try #require(TrackFileLoader.read(Self.path, id: "walk", from: DiskFileSystem(root: site.url)).track)
        let stamp = try stamp(site)
        #expect(TrackCacheEntry.track(from: TrackCacheEntry.bytes(of: track, stamp: stamp), id: "walk", stamp: stamp) == track)
        let unnamed = Track(id: "walk", segments: [[TrackPoint(latitude: -33.8, longitude: 151.2)], [TrackPoint(latitude: 1, longitude: 2)]])
        #expect(TrackCacheEntry.track(from: TrackCacheEntry.bytes(of: unnamed, stamp: stamp), id: "walk", stamp: stamp) == unnamed)
    }

    @Test func anUnchangedFileIsTakenFromTheCacheAndAChangedOneReadAgain() throws {
        let site = try TemporaryDirectory()
        try site.write(Self.gpx(points: 200), to: Self.path)
        let first = try #require(load(site).track)
        let entry = site.url.appendingPathComponent(".roadbook-cache/tracks/walk.track")
        #expect(FileManager.default.fileExists(atPath: entry.path))
        // An entry for the same stamp that says something else is what the next load gives: it is read, not the file.
        let other = Track(id: "walk", name: "from the cache", segments: [[TrackPoint(latitude: 1, longitude: 2)]])
        try Data(TrackCacheEntry.bytes(of: other, stamp: stamp(site))).write(to: entry)
        #expect(load(site).track == other)
        // The file edited: read again, and kept again.
        try site.write(Self.gpx(points: 150, start: 42), to: Self.path)
        let edited = try #require(load(site).track)
        #expect(edited != first && edited != other && edited.pointCount == 151)
        #expect(load(site).track == edited)
    }

    @Test func aFileWithProblemsIsNotKept() throws {
        let site = try TemporaryDirectory()
        try site.write(#"<gpx><trk><trkseg><trkpt lat="91" lon="1"/></trkseg></trk></gpx>"#, to: Self.path)
        #expect(load(site).track == nil)
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent(".roadbook-cache/tracks/walk.track").path))
    }

    @Test func everyCutAndManyDamagedEntriesAreNoEntryAndNothingTraps() throws {
        let site = try TemporaryDirectory()
        try site.write(Self.gpx(points: 40), to: Self.path)
        let track = try #require(load(site).track)
        let stamp = try stamp(site)
        let bytes = TrackCacheEntry.bytes(of: track, stamp: stamp)
        for length in 0..<bytes.count {
            #expect(TrackCacheEntry.track(from: Array(bytes[..<length]), id: "walk", stamp: stamp) == nil, "cut at \(length)")
        }
        #expect(TrackCacheEntry.track(from: bytes + [0], id: "walk", stamp: stamp) == nil)
        #expect(TrackCacheEntry.track(from: bytes, id: "other", stamp: stamp) == nil)
        let later = FileStamp(size: stamp.size, modified: stamp.modified + 1, inode: stamp.inode)
        #expect(TrackCacheEntry.track(from: bytes, id: "walk", stamp: later) == nil)
        var random = SeededRandom(seed: 41)
        for _ in 0..<2_000 {
            var damaged = bytes
            for _ in 0...random.next(below: 4) { damaged[random.next(below: damaged.count)] = UInt8(random.next(below: 256)) }
            if let read = TrackCacheEntry.track(from: damaged, id: "walk", stamp: stamp) {
                #expect(read.points.allSatisfy { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 })
                #expect(read.length.isFinite && read.points.count <= read.pointCount)
            }
        }
    }

    @Test func aCacheFolderThatIsALinkIsNeitherReadNorWritten() throws {
        let site = try TemporaryDirectory()
        let elsewhere = try TemporaryDirectory()
        try site.write(Self.gpx(points: 50), to: Self.path)
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent(".roadbook-cache"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: site.url.appendingPathComponent(".roadbook-cache/tracks"), withDestinationURL: elsewhere.url)
        let other = Track(id: "walk", name: "planted", segments: [[TrackPoint(latitude: 1, longitude: 2)]])
        try Data(TrackCacheEntry.bytes(of: other, stamp: stamp(site))).write(to: elsewhere.url.appendingPathComponent("walk.track"))
        let read = try #require(load(site).track)
        #expect(read.name == "Along the Tiber")
        #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.url.path) == ["walk.track"])
        #expect(try Data(contentsOf: elsewhere.url.appendingPathComponent("walk.track")) == Data(TrackCacheEntry.bytes(of: other, stamp: stamp(site))))
    }
}
