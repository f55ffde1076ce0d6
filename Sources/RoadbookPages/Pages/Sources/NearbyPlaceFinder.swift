import Foundation
import RoadbookContent

/// The places a place's map shows: its nearest neighbours within a day's walk or ride, so the map shows the
/// neighbourhood, not the world.
package struct NearbyPlaceFinder: Sendable {
    private let coordinates: [Coordinates]
    private let index: NearbyPlaces

    /// Places on a place's map at most: the place and its nearest neighbours.
    package static let maximumPinsPerPlaceMap = 25
    /// Neighbours farther than this are left off a place's map.
    package static let nearbyKilometres = 40.0

    /// A finder over places at `coordinates` (in list order).
    package init(coordinates: [Coordinates]) {
        self.coordinates = coordinates
        index = NearbyPlaces(coordinates: coordinates.map { ($0.latitude, $0.longitude) })
    }

    /// The offsets of the places shown on the map of the place at `offset`, nearest first.
    package func nearby(of offset: Int) -> [Int] {
        index.nearest(to: offset, count: Self.maximumPinsPerPlaceMap - 1, maximumDegrees: Self.nearbyKilometres / 110)
            .filter {
                Self.kilometres(from: coordinates[offset], to: coordinates[$0]) <= Self.nearbyKilometres
            }
    }

    /// The distance between two points, good enough to choose map neighbours (equirectangular approximation).
    static func kilometres(from a: Coordinates, to b: Coordinates) -> Double {
        let cosine = cos((a.latitude + b.latitude) / 2 * .pi / 180)
        let dx = (b.longitude - a.longitude) * cosine * 111.32
        let dy = (b.latitude - a.latitude) * 110.57
        return (dx * dx + dy * dy).squareRoot()
    }
}
