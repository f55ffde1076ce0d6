import Foundation
import RoadbookContent

/// A GPX file of `content/tracks/`: the track reader (libxml2's SAX2 events behind `LibXMLGPXReader`, the plain
/// decimal parser, lengths and simplification), as a build reads it.
///
/// Invariants: nothing traps or hangs; a file is either a track or refused with at least one error, each on a line
/// the file has; a track's points are finite and in range, at most ``GPXLimits/maximumPoints`` of them; its length
/// and elevation gain are finite and not negative; its outline (what the maps draw) keeps at most the simplifier's
/// limit of points per segment, each in range; the points the GPX file keeps are no more than those read.
enum GPXHarness {
    static let path = "content/tracks/fuzz.gpx"

    static func run(_ bytes: [UInt8]) {
        let result = TrackFileLoader.track(id: "fuzz", path: path, bytes: Data(bytes))
        guard let track = result.track else {
            Invariant.require(result.diagnostics.contains { $0.severity == .error }, "refused without an error")
            Invariant.requirePositions(result.diagnostics, in: bytes, path: path)
            return
        }
        Invariant.require(result.diagnostics.allSatisfy { $0.severity != .error }, "a track with an error")
        Invariant.require(track.pointCount <= GPXLimits.maximumPoints, "\(track.pointCount) points")
        for point in track.points {
            Invariant.require(point.latitude.isFinite && abs(point.latitude) <= 90, "latitude \(point.latitude)")
            Invariant.require(point.longitude.isFinite && abs(point.longitude) <= 180, "longitude \(point.longitude)")
            Invariant.require(point.elevation.map(\.isFinite) ?? true, "elevation \(String(describing: point.elevation))")
        }
        Invariant.require(track.length.isFinite && track.length >= 0, "length \(track.length)")
        Invariant.require(track.elevationGain.map { $0.isFinite && $0 >= 0 } ?? true, "gain \(String(describing: track.elevationGain))")
        Invariant.require(track.points.count <= track.pointCount, "\(track.points.count) points kept of \(track.pointCount)")
        for line in track.outline {
            Invariant.require(line.count <= TrackSimplifier.maximumPoints, "an outline of \(line.count) points")
            Invariant.require(
                line.allSatisfy { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 }, "an outline point out of range")
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        let files = SeedFiles.contents(under: ["content/tracks", "starter"], of: root, endingIn: [".gpx"])
        let written = [
            #"<gpx version="1.1" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg><trkpt lat="41.89" lon="12.49"><ele>21</ele><time>2027-04-14T07:00:00Z</time></trkpt><trkpt lat="41.90" lon="12.48"/></trkseg></trk></gpx>"#,
            #"<gpx version="1.0"><rte><rtept lat="-33.8688" lon="151.2093"/><rtept lat="-33.87" lon="151.21"/></rte></gpx>"#,
            #"<gpx><trk><trkseg><trkpt lat="NaN" lon="1"/><trkpt lat="91" lon="181"/></trkseg></trk></gpx>"#,
            #"<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY x SYSTEM "file:///etc/passwd">]><gpx>&x;</gpx>"#,
            #"<gpx><trk><name>a &amp; b</name><trkseg><trkpt lat="1e2" lon=" 2 "></trkpt></trkseg></trk></gpx>"#,
            "not xml at all",
        ]
        return files + written.map { Array($0.utf8) }
    }
}
