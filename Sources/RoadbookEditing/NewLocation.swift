/// A place to add to the site, as given on the command line (`roadbook new location`).
public struct NewLocation: Sendable, Hashable {
    /// The place's name; the file name is derived from it.
    public var name: String
    /// The city.
    public var cityName: String
    /// Latitude, −90…90.
    public var latitude: Double
    /// Longitude, −180…180.
    public var longitude: Double
    /// An http(s) link, if any.
    public var link: String?
    /// Image names in `content/images/`, without extension.
    public var imageNames: [String]
    /// The place's `weight` in the route, if any.
    public var weight: Int?

    /// Creates a new place.
    public init(
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
