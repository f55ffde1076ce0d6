extension GeoJSONDocument.Feature {
    /// The place's facts.
    public struct Properties: Encodable, Sendable {
        /// The place's id.
        public let id: String
        /// The name.
        public let name: String
        /// The city.
        public let cityName: String
        /// The page, relative to the site root (`locations/colosseum/`).
        public let url: String
        /// The place's link (Wikipedia), if it has one.
        public let link: String?
        /// A small picture of the place (its first image's smallest card variant), relative to the site root, if any.
        public let photo: String?
    }
}
