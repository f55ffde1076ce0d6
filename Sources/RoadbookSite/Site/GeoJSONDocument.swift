import RoadbookContent

/// `/locations.geojson`: every place as a GeoJSON Feature (a Point at its coordinates) in a FeatureCollection.
package struct GeoJSONDocument: Encodable, Sendable {
    /// Always `FeatureCollection`.
    package let type = "FeatureCollection"
    /// One feature per place, in list order.
    package let features: [Feature]

    /// The collection of `locations`.
    package init(locations: [Place]) {
        self.init(places: locations.map { SiteContentPlace(location: $0, source: nil) })
    }

    /// The collection of `places`, in the order given; `photo` gives a place's picture (a site path), if any.
    package init(places: [any PlaceRecord], photo: (any PlaceRecord) -> String? = { _ in nil }) {
        features = places.map {
            Feature(
                geometry: Feature.Geometry(coordinates: [$0.coordinates.longitude, $0.coordinates.latitude]),
                properties: Feature.Properties(
                    id: $0.id, name: $0.name, cityName: $0.cityName, url: "locations/\($0.id)/", link: $0.link, photo: photo($0)))
        }
    }
}
