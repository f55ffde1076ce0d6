import Diagnostics
import Foundation
import Testing

@testable import RoadbookContent

/// GPX files read with libxml2: tracks and routes of GPX 1.0 and 1.1, and hostile or broken files refused with an
/// error at their position, in bounded time and memory, reading nothing outside the file.
@Suite struct GPXReaderTests {
    static let path = "content/tracks/road.gpx"

    private func read(_ text: String) -> TrackFileLoader.FileResult {
        TrackFileLoader.track(id: "road", path: Self.path, bytes: Data(text.utf8))
    }

    private func problem(_ text: String) -> String? {
        let result = read(text)
        #expect(result.track == nil)
        return result.diagnostics.first?.description
    }

    @Test func readsTracksAndRoutesOfGPX10And11() throws {
        let track = try #require(read("""
            <gpx version="1.0" xmlns="http://www.topografix.com/GPX/1/0">
            <rte><name>Planned</name><rtept lat="41.3" lon="69.2"/><rtept lat="41.0" lon="68.9"/></rte>
            <trk><trkseg><trkpt lat="40.1" lon="67.8"><ele>412.5</ele><time>2027-04-14T09:30:05.5+05:00</time></trkpt></trkseg>
            <trkseg/><trkseg><trkpt lat="40.2" lon="67.9"/></trkseg></trk>
            <extensions><x:y xmlns:x="urn:x"/></extensions>
            </gpx>
            """).track)
        #expect(track.name == "Planned")
        #expect(track.segments.map(\.count) == [2, 1, 1])
        let timed = track.segments[1][0]
        #expect(timed.elevation == 412.5)
        #expect(timed.time == Date(timeIntervalSince1970: 1_807_677_005.5))  // 04:30:05.5 UTC, from Python's datetime
        #expect(track.segments[0][1].latitude == 41.0)
    }

    @Test func anExternalEntityOrBillionLaughsIsRefusedAtTheDocumentType() {
        let external = """
            <?xml version="1.0"?>
            <!DOCTYPE gpx [ <!ENTITY secret SYSTEM "file:///etc/passwd"> ]>
            <gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><name>&secret;</name></trk></gpx>
            """
        #expect(problem(external) == "\(Self.path):2:1: error: a GPX file may not have a document type ('<!DOCTYPE'): entities and outside files are not read")
        let laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE lolz [<!ENTITY lol \"lol\">"
            + (1...9).map { "<!ENTITY lol\($0) \"" + String(repeating: "&lol\($0 == 1 ? "" : String($0 - 1));", count: 10) + "\">" }.joined()
            + "]>\n<gpx><trk><name>&lol9;</name></trk></gpx>"
        #expect(problem(laughs)?.hasPrefix("\(Self.path):2:1: error: a GPX file may not have a document type") == true)
    }

    @Test func brokenXMLAndOtherDocumentsAreNotGPX() {
        #expect(problem("<gpx><trk>\n<trkseg></trk></gpx>") == "\(Self.path):2:21: error: not a GPX file: premature end of data in tag gpx line 1")
        #expect(problem("<?xml version=\"1.0\"?>\n<kml xmlns=\"http://www.opengis.net/kml/2.2\"/>")
            == "\(Self.path):2: error: not a GPX file: the root element is 'kml in namespace 'http://www.opengis.net/kml/2.2'', expected 'gpx' of GPX 1.0 or 1.1")
        #expect(problem("<gpx xmlns=\"http://www.topografix.com/GPX/1/1\">\n<trk/>\n</gpx>") == "\(Self.path):1:1: error: the GPX file has no track or route points ('<trkpt>', '<rtept>')")
    }

    @Test func badCoordinatesAreReportedAtTheirPoint() {
        let points = [#"lat="NaN" lon="1""#, #"lat="91" lon="1""#, #"lat="1" lon="inf""#, #"lat="1""#, #"lat="1" lon="-180.5""#]
        let found = points.map { problem("<gpx><trk><trkseg>\n  <trkpt lat=\"1\" lon=\"1\"/> <trkpt \($0)/>\n</trkseg></trk></gpx>") }
        #expect(found == [
            "\(Self.path):2:3: error: 'NaN' is not a valid 'lat'; expected degrees from -90 to 90",
            "\(Self.path):2:3: error: '91' is not a valid 'lat'; expected degrees from -90 to 90",
            "\(Self.path):2:3: error: 'inf' is not a valid 'lon'; expected degrees from -180 to 180",
            "\(Self.path):2:3: error: a point has no 'lon'; expected a number of degrees",
            "\(Self.path):2:3: error: '-180.5' is not a valid 'lon'; expected degrees from -180 to 180",
        ])
        #expect(problem("<gpx><trk><trkseg><trkpt lat=\"1\" lon=\"1\">\n<ele>high</ele></trkpt></trkseg></trk></gpx>")
            == "\(Self.path):2:1: error: 'high' is not a valid elevation; expected metres as a number")
    }

    @Test func tooManyPointsAndHugeFilesAreRefusedWithTheirLimit() {
        let point = "<trkpt lat=\"1\" lon=\"1\"/>\n"
        let many = "<gpx><trk><trkseg>\n" + String(repeating: point, count: GPXLimits.maximumPoints + 1) + "</trkseg></trk></gpx>"
        // libxml2 counts lines past 65,535 apart from the node, so the line is only checked to be near the point.
        let found = problem(many) ?? ""
        #expect(found.hasPrefix("\(Self.path):20000"))
        #expect(found.hasSuffix(" error: the GPX file has more than 200,000 points; split it or thin its points"))
        let huge = Data(count: GPXLimits.maximumBytes + 1)
        let result = TrackFileLoader.track(id: "road", path: Self.path, bytes: huge)
        #expect(result.diagnostics.map(\.description) == ["\(Self.path): error: the GPX file is larger than 16 MiB; split it or thin its points"])
    }

    @Test func aGigabyteFileIsReadOnlyUpToTheLimit() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("gpx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content/tracks"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(Self.path)
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)  // a sparse gigabyte
        try handle.close()
        let result = TrackFileLoader.read(Self.path, id: "road", from: DiskFileSystem(root: folder))
        #expect(result.diagnostics.map(\.description) == ["\(Self.path): error: the GPX file is larger than 16 MiB; split it or thin its points"])
    }
}
