import Foundation
import RoadbookContent
import SiteFiles

/// An entry of `.roadbook-cache/tracks/` (a pull request can commit one): the track cache's reader.
///
/// Invariants: nothing traps or hangs; an entry either is no entry (nil) or gives a track whose points and outline
/// are finite and in range, with no more points kept than it says were read and no more than ``GPXLimits`` allows,
/// and a finite, non-negative length and climb; that track written again is the entry itself, byte for byte.
enum TrackCacheHarness {
    /// The stamp every seed is written with, so the fuzzer starts past the stamp check.
    static let stamp = FileStamp(size: 4_096, modified: 1_807_000_000_000_000_000, inode: 42)

    static func run(_ bytes: [UInt8]) {
        guard let track = TrackCacheEntry.track(from: bytes, id: "fuzz", stamp: stamp) else { return }
        Invariant.require(track.pointCount <= GPXLimits.maximumPoints, "\(track.pointCount) points")
        Invariant.require(track.points.count <= track.pointCount, "\(track.points.count) kept of \(track.pointCount)")
        Invariant.require(track.segments.allSatisfy { !$0.isEmpty }, "an empty segment")
        for point in track.points {
            Invariant.require(abs(point.latitude) <= 90 && abs(point.longitude) <= 180, "a point out of range")
            Invariant.require(point.elevation.map(\.isFinite) ?? true, "an elevation that is not finite")
        }
        Invariant.require(track.outline.joined().allSatisfy { abs($0.latitude) <= 90 && abs($0.longitude) <= 180 }, "an outline point out of range")
        Invariant.require(track.length.isFinite && track.length >= 0, "length \(track.length)")
        Invariant.require(track.elevationGain.map { $0.isFinite && $0 >= 0 } ?? true, "climb \(String(describing: track.elevationGain))")
        Invariant.require(TrackCacheEntry.bytes(of: track, stamp: stamp) == bytes, "read and written again, another entry")
    }

    /// Entries of the GPX seeds' tracks, as a build would keep them, and of a few tracks made here: no name, a
    /// name in Uzbek, points with times and elevations, many short segments, a long curve that thins.
    static func seeds(_ root: URL) -> [[UInt8]] {
        let read = GPXHarness.seeds(root).compactMap { gpx in
            TrackFileLoader.track(id: "fuzz", path: GPXHarness.path, bytes: Data(gpx)).track
        }
        let time = Date(timeIntervalSince1970: 1_807_000_000)
        let curve = (0..<500).map { (index: Int) -> TrackPoint in
            let step = Double(index)
            let longitude: Double = 66.96 + 0.001 * sin(step / 30)
            return TrackPoint(
                latitude: 39.65 + step * 0.0001, longitude: longitude, elevation: 700 + Double(index % 9),
                time: time.addingTimeInterval(step))
        }
        let hops = (0..<40).map { (index: Int) -> [TrackPoint] in
            [TrackPoint(latitude: Double(index), longitude: -Double(index)), TrackPoint(latitude: Double(index) + 0.5, longitude: 0)]
        }
        let made = [
            Track(id: "fuzz", segments: [[TrackPoint(latitude: -90, longitude: 180)]]),
            Track(id: "fuzz", name: "Samarqand — Buxoro yoʻli", segments: [curve]),
            Track(id: "fuzz", name: "", segments: hops),
            Track(id: "fuzz", name: "a & b", segments: [Array(curve.prefix(3)), [], Array(curve.suffix(2))]),
        ]
        return (read + made).map { TrackCacheEntry.bytes(of: $0, stamp: stamp) }
    }
}
