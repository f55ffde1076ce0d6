import Escaping
import TestSupport
import Testing

@testable import RoadbookPages

/// A track's coordinates in `tracks.geojson`, their digits written in a buffer, against Swift's shortest form of the
/// rounded number (``JSONWriter/number(_:keepingPointZero:)``), which the file had before.
@Suite struct TrackGeoJSONTests {
    static func written(_ write: (inout JSONWriter) -> Void) -> String {
        var writer = JSONWriter()
        write(&writer)
        return writer.text
    }

    static func shortest(_ degrees: Double) -> String {
        written { $0.number((degrees * 100_000).rounded() / 100_000, keepingPointZero: false) }
    }

    @Test(arguments: [0.0, -0.0, 0.00001, -0.00004, 0.0001, -0.00012, 41.0, -180.0, 12.345678, 89.999996, .nan, 1e300])
    func aCoordinateIsWrittenAsItsShortestForm(degrees: Double) {
        #expect(Self.written { TrackGeoJSON.coordinate(degrees, into: &$0) } == Self.shortest(degrees))
    }

    @Test func everyRandomCoordinateIsWrittenAsItsShortestForm() {
        var random = SeededRandom(seed: 7_946)
        for _ in 0..<20_000 {
            let degrees = Double(random.next(below: 360_000_000) - 180_000_000) / Double(1 + random.next(below: 100_000))
            #expect(Self.written { TrackGeoJSON.coordinate(degrees, into: &$0) } == Self.shortest(degrees), "\(degrees)")
        }
    }
}
