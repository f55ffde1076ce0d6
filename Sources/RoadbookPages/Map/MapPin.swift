/// One place on a map: where it is, what it is called and where its pin links to.
package struct MapPin: Hashable, Sendable {
    /// The place's name, shown as the pin's tooltip and accessible name.
    package let name: String
    /// The city, for the optional city labels.
    package let cityName: String
    /// Latitude in degrees, −90…90.
    package let latitude: Double
    /// Longitude in degrees, −180…180.
    package let longitude: Double
    /// The relative URL of the place's page.
    package let url: String
    /// The pin of the page's own place: drawn at full size and on top; the others at 0.7 (as the seed's map).
    package let isCurrent: Bool

    /// Describes one pin.
    package init(name: String, cityName: String, latitude: Double, longitude: Double, url: String, isCurrent: Bool = false) {
        self.name = name
        self.cityName = cityName
        self.latitude = latitude
        self.longitude = longitude
        self.url = url
        self.isCurrent = isCurrent
    }
}
