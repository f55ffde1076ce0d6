/// A point on Earth in decimal degrees (WGS 84), as in the seed's `CLLocationCoordinate2D`.
package struct Coordinates: Hashable, Sendable, Codable {
    /// Degrees north, −90…90.
    package let latitude: Double
    /// Degrees east, −180…180.
    package let longitude: Double

    /// Creates coordinates; validation of the ranges happens when content is loaded.
    package init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
