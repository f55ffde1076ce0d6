import Foundation
import Testing

@testable import RoadbookContent

/// Great-circle distances against reference values, track lengths and climbs, and the simplification for drawing.
@Suite struct GeodesyTests {
    /// Reference distances by the haversine formula with R = 6,371.0088 km, worked out independently (Python's
    /// math module) and rounded to the metre.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let a: (Double, Double)
        let b: (Double, Double)
        let metres: Double
        var testDescription: String { name }
    }

    static let cases = [
        Case(name: "Samarqand to Buxoro", a: (39.6542, 66.9597), b: (39.7747, 64.4286), metres: 216_906),
        Case(name: "Paris to London", a: (48.8566, 2.3522), b: (51.5074, -0.1278), metres: 343_557),
        Case(name: "across the antimeridian", a: (0, 179.5), b: (0, -179.5), metres: 111_195),
        Case(name: "pole to pole", a: (90, 0), b: (-90, 0), metres: 20_015_114),
    ]

    @Test(arguments: cases) func distanceIsTheHaversineGreatCircle(_ reference: Case) {
        let distance = Geodesy.distance(reference.a.0, reference.a.1, reference.b.0, reference.b.1)
        #expect(abs(distance - reference.metres) / reference.metres < 0.001)
        #expect(abs(distance - reference.metres) < 1)
    }

    @Test func trackLengthSumsEverySegmentWithoutJoiningThem() {
        let first = [TrackPoint(latitude: 0, longitude: 0, elevation: 10), TrackPoint(latitude: 0, longitude: 1, elevation: 30)]
        let second = [TrackPoint(latitude: 10, longitude: 0, elevation: 25), TrackPoint(latitude: 10, longitude: 0.5, elevation: 20)]
        let track = Track(id: "t", segments: [first, [], second])
        let expected = Geodesy.distance(0, 0, 0, 1) + Geodesy.distance(10, 0, 10, 0.5)
        #expect(abs(track.length - expected) < 1e-6)
        #expect(track.elevationGain == 20)
        #expect(Track(id: "flat", segments: [first.map { TrackPoint(latitude: $0.latitude, longitude: $0.longitude) }]).elevationGain == nil)
    }

    @Test func simplificationKeepsTheShapeWithinTheTolerance() {
        // Two straight lines of 500 steps each, meeting 1 km up: three points are enough; a 100 m bump one step
        // wide is kept.
        let points = (0...1000).map { (step: Int) -> TrackPoint in
            let slope: Double = 0.009 * (1 - Double(abs(step - 500)) / 500)
            let bump: Double = step == 250 ? 0.0009 : 0
            return TrackPoint(latitude: slope + bump, longitude: Double(step) * 0.0001)
        }
        let kept = TrackSimplifier.simplify(points, tolerance: TrackSimplifier.tolerance)
        #expect(kept.map { $0.longitude } == [0, 249, 250, 251, 500, 1000].map { Double($0) * 0.0001 })
        // A zig-zag of 20,000 points stays within the drawing budget.
        let zigzag = (0..<20_000).map { TrackPoint(latitude: $0 % 2 == 0 ? 0 : 0.01, longitude: Double($0) * 0.001) }
        let outline = TrackSimplifier.simplified([zigzag])
        #expect(outline.reduce(0) { $0 + $1.count } <= TrackSimplifier.maximumPoints)
        #expect(outline.first?.first == zigzag.first?.coordinates)
    }
}
