extension GeoJSONDocument {
    /// One place.
    public struct Feature: Encodable, Sendable {
        /// Always `Feature`.
        public let type = "Feature"
        /// The point.
        public let geometry: Geometry
        /// The place's facts.
        public let properties: Properties
    }
}
