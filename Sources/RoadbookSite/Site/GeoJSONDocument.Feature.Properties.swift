extension GeoJSONDocument.Feature {
    /// The place's facts.
    package struct Properties: Encodable, Sendable {
        /// The place's id.
        package let id: String
        /// The name.
        package let name: String
        /// The city.
        package let cityName: String
        /// The page, relative to the site root (`locations/colosseum/`).
        package let url: String
        /// The place's link (Wikipedia), if it has one.
        package let link: String?
        /// A small picture of the place (its first image's smallest card variant), relative to the site root, if any.
        package let photo: String?
        /// The id of the track that leads to the place, if it has one.
        package var track: String? = nil
    }
}
