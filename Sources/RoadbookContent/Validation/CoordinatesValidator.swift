/// Latitude −90…90 and longitude −180…180, both finite.
package enum CoordinatesValidator {
    /// Every rule `coordinates` breaks: none, one or both.
    package static func problems(in coordinates: Coordinates) -> [ContentProblem] {
        [latitudeProblem(coordinates.latitude), longitudeProblem(coordinates.longitude)].compactMap { $0 }
    }

    /// The problem with a latitude, if any.
    package static func latitudeProblem(_ latitude: Double) -> ContentProblem? {
        guard latitude.isFinite else { return .notFinite(field: "latitude") }
        return (-90.0...90.0).contains(latitude) ? nil : .latitudeOutOfRange(latitude)
    }

    /// The problem with a longitude, if any.
    package static func longitudeProblem(_ longitude: Double) -> ContentProblem? {
        guard longitude.isFinite else { return .notFinite(field: "longitude") }
        return (-180.0...180.0).contains(longitude) ? nil : .longitudeOutOfRange(longitude)
    }
}
