import RoadbookContent

extension CityGroup {
    /// Each city's URL name by its name (``PageSource/citySlugs``).
    package static func slugs(of cities: [CityGroup]) -> [String: String] {
        Dictionary(cities.map { ($0.name, $0.slug) }, uniquingKeysWith: { first, _ in first })
    }
}
