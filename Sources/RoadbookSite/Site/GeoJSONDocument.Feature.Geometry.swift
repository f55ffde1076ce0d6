extension GeoJSONDocument.Feature {
    /// The point.
    public struct Geometry: Encodable, Sendable {
        /// Always `Point`.
        public let type = "Point"
        /// `[longitude, latitude]`, as GeoJSON orders them.
        public let coordinates: [Double]
    }
}
