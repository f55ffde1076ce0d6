import Foundation

/// Finds each place's nearest neighbours, so a place's map shows its surroundings without drawing every pin of a
/// large site on every page.
///
/// A sweep over the places sorted by longitude: for each place it widens the window left and right until the
/// longitude gap alone exceeds the worst of the best candidates so far.
package struct NearbyPlaces: Sendable {
    private let latitudes: [Double]
    private let longitudes: [Double]
    private let order: [Int]
    private let rank: [Int]

    /// Indexes the places given by coordinates (in degrees).
    package init(coordinates: [(latitude: Double, longitude: Double)]) {
        latitudes = coordinates.map(\.latitude)
        longitudes = coordinates.map(\.longitude)
        let longitudes = self.longitudes
        order = coordinates.indices.sorted { longitudes[$0] < longitudes[$1] || (longitudes[$0] == longitudes[$1] && $0 < $1) }
        var rank = [Int](repeating: 0, count: coordinates.count)
        for (position, index) in order.enumerated() { rank[index] = position }
        self.rank = rank
    }

    /// The indexes of the `count` places nearest to place `index` (itself excluded), nearest first; with
    /// `maximumDegrees`, only places closer than that (in degrees of latitude, longitudes scaled by the cosine).
    package func nearest(to index: Int, count: Int, maximumDegrees: Double = .infinity) -> [Int] {
        let limit = maximumDegrees * maximumDegrees
        guard count > 0, latitudes.count > 1 else { return [] }
        let latitude = latitudes[index], longitude = longitudes[index]
        let cosine = max(0.05, cos(latitude * .pi / 180))
        var best: [(distance: Double, index: Int)] = []
        best.reserveCapacity(count + 1)
        func consider(_ other: Int) {
            let dx = (longitudes[other] - longitude) * cosine
            let dy = latitudes[other] - latitude
            let distance = dx * dx + dy * dy
            if distance >= limit || (best.count == count && distance >= best[count - 1].distance) { return }
            var position = best.count
            while position > 0, best[position - 1].distance > distance { position -= 1 }
            best.insert((distance, other), at: position)
            if best.count > count { best.removeLast() }
        }
        var left = rank[index] - 1
        var right = rank[index] + 1
        while left >= 0 || right < order.count {
            let worst = best.count == count ? best[count - 1].distance : limit
            var advanced = false
            if left >= 0 {
                let gap = (longitude - longitudes[order[left]]) * cosine
                if gap * gap < worst {
                    consider(order[left])
                    left -= 1
                    advanced = true
                } else {
                    left = -1
                }
            }
            if right < order.count {
                let gap = (longitudes[order[right]] - longitude) * cosine
                if gap * gap < worst {
                    consider(order[right])
                    right += 1
                    advanced = true
                } else {
                    right = order.count
                }
            }
            if !advanced && left < 0 && right >= order.count { break }
        }
        return best.map(\.index)
    }
}
