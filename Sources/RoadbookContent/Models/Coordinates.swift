/// A point on Earth in decimal degrees (WGS 84), as in the seed's `CLLocationCoordinate2D`.
public struct Coordinates: Hashable, Sendable, Codable {
    /// Degrees north, −90…90.
    public let latitude: Double
    /// Degrees east, −180…180.
    public let longitude: Double

    /// Creates coordinates; validation of the ranges happens when content is loaded.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}
