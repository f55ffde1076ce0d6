import RoadbookContent

/// `/locations.geojson`: every place as a GeoJSON Feature (a Point at its coordinates) in a FeatureCollection.
package struct GeoJSONDocument: Encodable, Sendable {
    /// Always `FeatureCollection`.
    package let type = "FeatureCollection"
    /// One feature per place, in list order.
    package let features: [Feature]

    /// The collection of `places`.
    package init(_ places: [Place]) {
        self.init(places: places.map { LoadedItem($0, source: nil) })
    }

    /// The collection of `places`, in the order given; `photo` gives a place's picture (a site path), if any.
    /// `tracks` gives the id of the track that leads to each place (same order), for the maps to leave the
    /// straight route line out there.
    package init(places: [any PlaceRecord], photo: (any PlaceRecord) -> String? = { _ in nil }, tracks: [String?] = []) {
        features = places.enumerated().map { offset, place in
            Feature(
                geometry: Feature.Geometry(coordinates: [place.coordinates.longitude, place.coordinates.latitude]),
                properties: Feature.Properties(
                    id: place.id, name: place.name, cityName: place.cityName, url: "locations/\(place.id)/", link: place.link,
                    photo: photo(place), track: offset < tracks.count ? tracks[offset] : nil))
        }
    }
}

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

extension GeoJSONDocument.Feature {
    /// The point.
    package struct Geometry: Encodable, Sendable {
        /// Always `Point`.
        package let type = "Point"
        /// `[longitude, latitude]`, as GeoJSON orders them.
        package let coordinates: [Double]
    }
}

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
