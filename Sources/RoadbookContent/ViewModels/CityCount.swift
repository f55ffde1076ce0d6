/// How many places one city has, for the statistics page.
public struct CityCount: Hashable, Sendable, Codable {
    /// The city's name as the places give it.
    public let city: String
    /// How many places are in it.
    public let count: Int

    /// Creates a row.
    public init(city: String, count: Int) {
        self.city = city
        self.count = count
    }
}
