import Foundation

/// Thins a track for drawing (never for measuring) with the Douglas–Peucker algorithm: a point is kept when it is
/// farther than the tolerance from the line joining the points kept around it.
///
/// The tolerance is ``tolerance`` (metres, in a local flat projection). So that time and page weight stay bounded
/// however a track was recorded, a segment is first thinned to every n-th point to at most ``maximumInputPoints``,
/// and a track still over ``maximumPoints`` after Douglas–Peucker keeps every n-th of its points: its coordinates on
/// a page stay under about 50 KB.
package enum TrackSimplifier {
    /// 15 metres: finer than a road's width at the zoom levels a day's map shows.
    package static let tolerance = 15.0
    /// 2,000 points per track at most, about 40 KB of coordinates with five decimals.
    package static let maximumPoints = 2_000
    /// 8,000 points per segment go into Douglas–Peucker at most.
    package static let maximumInputPoints = 8_000

    /// The lines to draw of a track of `segments`: each simplified, the whole within ``maximumPoints``.
    package static func simplified(_ segments: [[TrackPoint]]) -> [[Coordinates]] {
        let lines = segments.map { simplify(everyNth($0, atMost: maximumInputPoints), tolerance: tolerance) }
        let total = lines.reduce(0) { $0 + $1.count }
        guard total > maximumPoints else { return lines }
        return lines.map { everyNth($0, atMost: max(2, $0.count * maximumPoints / total)) }
    }

    /// Every n-th element of `items`, the first and the last always, at most `limit` of them.
    static func everyNth<Item>(_ items: [Item], atMost limit: Int) -> [Item] {
        guard items.count > limit, limit >= 2 else { return items }
        let step = Double(items.count - 1) / Double(limit - 1)
        return (0..<limit).map { items[Int((Double($0) * step).rounded())] }
    }

    /// The points of `points` Douglas–Peucker keeps at `tolerance` metres (the first and the last always).
    package static func simplify(_ points: [TrackPoint], tolerance: Double) -> [Coordinates] {
        guard points.count > 2 else { return points.map(\.coordinates) }
        // Metres east and north of the first point (equirectangular: exact enough within a day's travel).
        let origin = points[0]
        let metresPerDegree = Geodesy.earthRadius * Double.pi / 180
        let east = cos(origin.latitude * Double.pi / 180) * metresPerDegree
        let xs = points.map { ($0.longitude - origin.longitude) * east }
        let ys = points.map { ($0.latitude - origin.latitude) * metresPerDegree }
        var keep = [Bool](repeating: false, count: points.count)
        keep[0] = true
        keep[points.count - 1] = true
        var ranges = [(0, points.count - 1)]
        while let (first, last) = ranges.popLast() {
            guard last > first + 1 else { continue }
            var farthest = first
            var largest = 0.0
            for index in (first + 1)..<last {
                let distance = offset(xs[index], ys[index], from: (xs[first], ys[first]), to: (xs[last], ys[last]))
                if distance > largest {
                    largest = distance
                    farthest = index
                }
            }
            if largest > tolerance {
                keep[farthest] = true
                ranges.append((first, farthest))
                ranges.append((farthest, last))
            }
        }
        return points.indices.filter { keep[$0] }.map { points[$0].coordinates }
    }

    /// The distance from (`x`, `y`) to the segment from `a` to `b`.
    static func offset(_ x: Double, _ y: Double, from a: (Double, Double), to b: (Double, Double)) -> Double {
        let (dx, dy) = (b.0 - a.0, b.1 - a.1)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return ((x - a.0) * (x - a.0) + (y - a.1) * (y - a.1)).squareRoot() }
        let t = max(0, min(1, ((x - a.0) * dx + (y - a.1) * dy) / lengthSquared))
        let (px, py) = (a.0 + t * dx - x, a.1 + t * dy - y)
        return (px * px + py * py).squareRoot()
    }
}
