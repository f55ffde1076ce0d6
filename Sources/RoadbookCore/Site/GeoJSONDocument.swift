/// `/locations.geojson`: every place as a GeoJSON Feature (a Point at its coordinates) in a FeatureCollection.
public struct GeoJSONDocument: Encodable, Sendable {
    /// One place.
    public struct Feature: Encodable, Sendable {
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
        }

        /// The point.
        public struct Geometry: Encodable, Sendable {
            /// Always `Point`.
            public let type = "Point"
            /// `[longitude, latitude]`, as GeoJSON orders them.
            public let coordinates: [Double]
        }

        /// Always `Feature`.
        public let type = "Feature"
        /// The point.
        public let geometry: Geometry
        /// The place's facts.
        public let properties: Properties
    }

    /// Always `FeatureCollection`.
    public let type = "FeatureCollection"
    /// One feature per place, in list order.
    public let features: [Feature]

    /// The collection of `locations`.
    public init(locations: [Location]) {
        features = locations.map {
            Feature(
                geometry: Feature.Geometry(coordinates: [$0.coordinates.longitude, $0.coordinates.latitude]),
                properties: Feature.Properties(id: $0.id, name: $0.name, cityName: $0.cityName, url: "locations/\($0.id)/", link: $0.link))
        }
    }
}
