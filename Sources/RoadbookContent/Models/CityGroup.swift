/// One city of the trip and its places, for the city's page (`cities/<slug>/`) and the places list's groups.
package struct CityGroup: Hashable, Sendable {
    /// The city's name as the places give it.
    package let name: String
    /// Its URL name: the name's slug as for places (``Slugifier``), `city` when the name has no letters that fold to
    /// ASCII, with `-2`, `-3`… for a second city of the same slug.
    package let slug: String
    /// The offsets of its places in list order.
    package let placeOffsets: [Int]

    /// Creates a group.
    package init(name: String, slug: String, placeOffsets: [Int]) {
        self.name = name
        self.slug = slug
        self.placeOffsets = placeOffsets
    }

    /// The cities of `places` in the order their first place appears.
    package static func groups(of places: [Place]) -> [CityGroup] {
        var order: [String] = []
        var offsets: [String: [Int]] = [:]
        for (offset, place) in places.enumerated() {
            if offsets[place.cityName] == nil { order.append(place.cityName) }
            offsets[place.cityName, default: []].append(offset)
        }
        var taken: Set<String> = []
        return order.map { name in
            let base = Slugifier.slug(from: name).isEmpty ? "city" : Slugifier.slug(from: name)
            var slug = base
            var number = 2
            while taken.contains(slug) {
                slug = "\(base)-\(number)"
                number += 1
            }
            taken.insert(slug)
            return CityGroup(name: name, slug: slug, placeOffsets: offsets[name] ?? [])
        }
    }
}
