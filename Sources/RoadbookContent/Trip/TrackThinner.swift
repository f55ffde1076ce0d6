import Foundation

/// Thins a recorded track for the trip's GPX file: a point is left out only when it lies within ``tolerance`` of the
/// straight line between the points kept before and after it, so the file follows every recorded point to a metre
/// (a phone recording once a second repeats itself many times over) while its size and a build's memory stay those of
/// the road's shape rather than of the recording's rate.
///
/// Greedy and bounded: from each kept point the line is stretched one point at a time, at most ``maximumSpan``
/// points, while every point it passes lies within the tolerance; each step checks at most ``maximumSpan`` points,
/// so a track of n points costs at most n × ``maximumSpan``² distance checks whatever its shape (Douglas–Peucker's
/// worst case is n²). Distances are measured in a flat frame around each kept point, exact to far below a metre over
/// the span. Elevations and times stay with the points kept; the first and the last point are always kept.
package enum TrackThinner {
    /// One metre.
    package static let tolerance = 1.0
    /// How many points one kept point's line may pass over.
    package static let maximumSpan = 32

    /// The points of `points` kept at ``tolerance``, in order.
    package static func thinned(_ points: [TrackPoint]) -> [TrackPoint] {
        guard points.count > 2 else { return points }
        var kept = [points[0]]
        var anchor = 0
        while anchor < points.count - 1 {
            let end = farthestEnd(from: anchor, in: points)
            kept.append(points[end])
            anchor = end
        }
        return kept
    }

    /// The farthest point after `anchor` (at most ``maximumSpan`` on) such that every point between lies within
    /// ``tolerance`` of the line from `anchor` to it; the next point when none farther does.
    private static func farthestEnd(from anchor: Int, in points: [TrackPoint]) -> Int {
        let origin = points[anchor]
        let north = Geodesy.earthRadius * Double.pi / 180
        let east = cos(origin.latitude * Double.pi / 180) * north
        func position(_ index: Int) -> (Double, Double) {
            var dLongitude = points[index].longitude - origin.longitude
            if dLongitude > 180 { dLongitude -= 360 } else if dLongitude < -180 { dLongitude += 360 }
            return (dLongitude * east, (points[index].latitude - origin.latitude) * north)
        }
        var end = anchor + 1
        let last = min(points.count - 1, anchor + maximumSpan)
        var candidate = anchor + 2
        while candidate <= last {
            let target = position(candidate)
            let passes = (anchor + 1..<candidate).allSatisfy { index in
                let (x, y) = position(index)
                return TrackSimplifier.offset(x, y, from: (0, 0), to: target) <= tolerance
            }
            guard passes else { break }
            end = candidate
            candidate += 1
        }
        return end
    }
}
