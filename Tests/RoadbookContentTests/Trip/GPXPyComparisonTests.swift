import Foundation
import Testing

@testable import RoadbookContent

/// Track lengths equal what a GPX library measures: PyPI `gpxpy`'s `length_2d()` (installed by
/// `scripts/install-deps --test`) reads the same files in the test, within 0.5 %.
@Suite struct GPXPyComparisonTests {
    /// A track of `count` points from (`latitude`, `longitude`), each step `step` degrees with a wobble, in
    /// `segments` segments.
    static func gpx(count: Int, latitude: Double, longitude: Double, step: Double, segments: Int) -> String {
        var text = "<?xml version=\"1.0\"?>\n<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk>"
        let perSegment = count / segments
        for segment in 0..<segments {
            text += "<trkseg>\n"
            for index in 0..<perSegment {
                let n = Double(segment * perSegment + index)
                let lat = latitude + n * step * 0.6 + sin(n / 7) * step
                let lon = longitude + n * step + cos(n / 5) * step * 0.8
                text += "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><ele>\(400 + 30 * sin(n / 11))</ele></trkpt>\n"
            }
            text += "</trkseg>"
        }
        return text + "</trk></gpx>\n"
    }

    /// gpxpy's 2D length of the GPX file at `path`.
    static func gpxpyLength(_ path: String) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import sys, gpxpy; print(gpxpy.parse(open(sys.argv[1])).length_2d())", path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "python3 with gpxpy is needed: scripts/install-deps --test")
        return Double(String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let count: Int, latitude: Double, longitude: Double, step: Double, segments: Int
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "a walk, metres between points", count: 2000, latitude: 48.85, longitude: 2.29, step: 0.0001, segments: 1),
        Case(name: "a drive in three segments", count: 3000, latitude: 39.65, longitude: 66.96, step: 0.002, segments: 3),
        Case(name: "a flight, far between points", count: 40, latitude: 41.3, longitude: 69.2, step: 0.5, segments: 1),
        Case(name: "near the pole", count: 500, latitude: 78.2, longitude: 15.6, step: 0.001, segments: 2),
    ]

    @Test(arguments: cases) func lengthIsGPXPysWithinHalfAPercent(_ example: Case) throws {
        let text = Self.gpx(count: example.count, latitude: example.latitude, longitude: example.longitude, step: example.step, segments: example.segments)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("gpxpy-\(UUID().uuidString).gpx")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let track = try #require(TrackFileLoader.track(id: "t", path: "t.gpx", bytes: Data(text.utf8)).track)
        let reference = try Self.gpxpyLength(file.path)
        #expect(reference > 0)
        #expect(abs(track.length - reference) / reference < 0.005, "ours \(track.length) m, gpxpy \(reference) m")
    }
}
