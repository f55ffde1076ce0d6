extension GeoJSONDocument {
    /// One place.
    package struct Feature: Encodable, Sendable {
        /// Always `Feature`.
        package let type = "Feature"
        /// The point.
        package let geometry: Geometry
        /// The place's facts.
        package let properties: Properties
    }
}
