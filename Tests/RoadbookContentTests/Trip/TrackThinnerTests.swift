import Foundation
import Testing

@testable import RoadbookContent

/// The thinning for the trip's GPX file: every recorded point stays within a metre of the line kept, measured on
/// the sphere (not in the thinner's flat frame), and a recording once a second loses most of its points.
@Suite struct TrackThinnerTests {
    /// A walk recorded once a second: about 1.4 m between points, gentle curves and a sharp turn, plus GPS noise of
    /// up to 3 m from a fixed pseudo-random sequence.
    static func walk(count: Int, latitude: Double = 41.89, noise: Double = 3) -> [TrackPoint] {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func random() -> Double {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53) - 0.5
        }
        let metre = 1 / 111_195.0
        return (0..<count).map { index in
            let t = Double(index)
            let turn = index < count / 2 ? 0.0 : (t - Double(count / 2)) * 1.4 * metre
            let north = index < count / 2 ? t * 1.4 * metre + 0.0002 * sin(t / 90) : Double(count / 2) * 1.4 * metre
            return TrackPoint(
                latitude: latitude + north + noise * metre * random(),
                longitude: 12.49 + turn / cos(latitude * .pi / 180) + 0.0002 * cos(t / 70) + noise * metre * random(),
                elevation: 20 + t / 100, time: Date(timeIntervalSince1970: 1_807_000_000 + t))
        }
    }

    /// The least distance on the sphere from `point` to the line from `a` to `b`, sampled finely along it.
    static func distance(from point: TrackPoint, toLineFrom a: TrackPoint, to b: TrackPoint) -> Double {
        (0...400).map { step in
            let t = Double(step) / 400
            return Geodesy.distance(
                point.latitude, point.longitude, a.latitude + t * (b.latitude - a.latitude), a.longitude + t * (b.longitude - a.longitude))
        }.min()!
    }

    @Test(arguments: [0.0, 3.0]) func everyRecordedPointIsWithinAMetreOfTheLineKept(noise: Double) throws {
        let recorded = Self.walk(count: 3_000, noise: noise)
        let kept = TrackThinner.thinned(recorded)
        #expect(kept.first == recorded.first && kept.last == recorded.last)
        #expect(kept.count < recorded.count)
        // The kept points are recorded points, in order: each recorded point lies between two consecutive kept ones.
        var keptIndex = 0
        for point in recorded {
            if point == kept[keptIndex] {
                if keptIndex < kept.count - 1 { keptIndex += 1 }
                continue
            }
            let gap = Self.distance(from: point, toLineFrom: kept[keptIndex - 1], to: kept[keptIndex])
            #expect(gap <= TrackThinner.tolerance + 0.01, "a point \(gap) m from the line kept")
        }
        #expect(keptIndex == kept.count - 1)
    }

    @Test func aSmoothRecordingKeepsFewPointsAndEachKeepsItsTimeAndElevation() {
        let recorded = Self.walk(count: 3_000, noise: 0)
        let kept = TrackThinner.thinned(recorded)
        #expect(kept.count * 10 < recorded.count, "\(kept.count) of \(recorded.count) kept")
        let byTime = Dictionary(uniqueKeysWithValues: recorded.map { ($0.time!, $0) })
        #expect(kept.allSatisfy { byTime[$0.time!] == $0 })
    }

    @Test func aZigzagWiderThanTheToleranceKeepsEveryCorner() {
        let zigzag = (0..<200).map { TrackPoint(latitude: 41.89 + Double($0) * 0.0001, longitude: 12.49 + ($0 % 2 == 0 ? 0 : 0.0001)) }
        #expect(TrackThinner.thinned(zigzag) == zigzag)
    }

    @Test func aTrackKeepsItsMeasuresFromEveryRecordedPoint() {
        let recorded = Self.walk(count: 2_000)
        let track = Track(id: "walk", segments: [recorded])
        #expect(track.pointCount == 2_000)
        #expect(track.points.count < 2_000)
        #expect(track.length == Geodesy.length(ofSegments: [recorded]))
        #expect(track.elevationGain == Geodesy.elevationGain(ofSegments: [recorded]))
    }
}
