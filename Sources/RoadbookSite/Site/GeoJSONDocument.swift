import RoadbookContent

/// `/locations.geojson`: every place as a GeoJSON Feature (a Point at its coordinates) in a FeatureCollection.
package struct GeoJSONDocument: Encodable, Sendable {
    /// Always `FeatureCollection`.
    package let type = "FeatureCollection"
    /// One feature per place, in list order.
    package let features: [Feature]

    /// The collection of `places`.
    package init(_ places: [Place]) {
        self.init(places: places.map { SiteContentPlace(place: $0, source: nil) })
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
