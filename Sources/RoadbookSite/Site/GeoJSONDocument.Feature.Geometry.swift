extension GeoJSONDocument.Feature {
    /// The point.
    package struct Geometry: Encodable, Sendable {
        /// Always `Point`.
        package let type = "Point"
        /// `[longitude, latitude]`, as GeoJSON orders them.
        package let coordinates: [Double]
    }
}
