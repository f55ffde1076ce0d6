import Foundation

/// Distances on the Earth as a sphere: the haversine great-circle distance with the mean Earth radius (IUGG,
/// 6,371.0088 km), and the lengths and climbs of tracks.
package enum Geodesy {
    /// The mean Earth radius, in metres.
    package static let earthRadius = 6_371_008.8

    /// The great-circle distance between `a` and `b`, in metres.
    package static func distance(from a: Coordinates, to b: Coordinates) -> Double {
        distance(a.latitude, a.longitude, b.latitude, b.longitude)
    }

    /// The great-circle distance between two points given in degrees, in metres.
    package static func distance(_ latitude1: Double, _ longitude1: Double, _ latitude2: Double, _ longitude2: Double) -> Double {
        let radians = Double.pi / 180
        let phi1 = latitude1 * radians
        let phi2 = latitude2 * radians
        let deltaPhi = (latitude2 - latitude1) * radians
        let deltaLambda = (longitude2 - longitude1) * radians
        let sinPhi = sin(deltaPhi / 2)
        let sinLambda = sin(deltaLambda / 2)
        let h = sinPhi * sinPhi + cos(phi1) * cos(phi2) * sinLambda * sinLambda
        return 2 * earthRadius * asin(min(1, h.squareRoot()))
    }

    /// The 2D length of a track of `segments` in metres: the sum of the distances between consecutive points of each segment
    /// (every point counts; segments are not joined), as GPX libraries measure it.
    package static func length(ofSegments segments: [[TrackPoint]]) -> Double {
        segments.reduce(0) { total, segment in
            zip(segment, segment.dropFirst()).reduce(total) { sum, pair in
                sum + distance(pair.0.latitude, pair.0.longitude, pair.1.latitude, pair.1.longitude)
            }
        }
    }

    /// The total climb of a track of `segments` in metres: the sum of the rises between consecutive points with an elevation,
    /// within each segment; `nil` when no point has one.
    package static func elevationGain(ofSegments segments: [[TrackPoint]]) -> Double? {
        var gain = 0.0
        var hasElevation = false
        for segment in segments {
            var previous: Double?
            for point in segment {
                guard let elevation = point.elevation else { continue }
                hasElevation = true
                if let previous, elevation > previous { gain += elevation - previous }
                previous = elevation
            }
        }
        return hasElevation ? gain : nil
    }
}
