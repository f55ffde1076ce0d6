/// A place to add to the site, as given on the command line (`roadbook new location`).
package struct NewPlace: Sendable, Hashable {
    /// The place's name; the file name is derived from it.
    package var name: String
    /// The city.
    package var cityName: String
    /// Latitude, −90…90.
    package var latitude: Double
    /// Longitude, −180…180.
    package var longitude: Double
    /// An http(s) link, if any.
    package var link: String?
    /// Image names in `content/images/`, without extension.
    package var imageNames: [String]
    /// The place's `weight` in the route, if any.
    package var weight: Int?

    /// Creates a new place.
    package init(
        name: String, cityName: String, latitude: Double, longitude: Double, link: String? = nil, imageNames: [String] = [],
        weight: Int? = nil
    ) {
        self.name = name
        self.cityName = cityName
        self.latitude = latitude
        self.longitude = longitude
        self.link = link
        self.imageNames = imageNames
        self.weight = weight
    }
}
