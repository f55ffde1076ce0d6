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

    /// The cities of `places` in the order their first place appears. Each place's city is read in the array, not the
    /// place copied out of it (copying 10,000 places was a fifth of a date edit's time before its page under `serve`),
    /// and hashed once.
    package static func groups(of places: [Place]) -> [CityGroup] {
        var groupOfCity: [String: Int] = [:]
        var names: [String] = []
        var offsets: [[Int]] = []
        for offset in places.indices {
            let name = places[offset].cityName
            if let group = groupOfCity[name] {
                offsets[group].append(offset)
            } else {
                groupOfCity[name] = names.count
                names.append(name)
                offsets.append([offset])
            }
        }
        var taken: Set<String> = []
        return zip(names, offsets).map { name, placeOffsets in
            let folded = Slugifier.slug(from: name)
            let base = folded.isEmpty ? "city" : folded
            var slug = base
            var number = 2
            while taken.contains(slug) {
                slug = "\(base)-\(number)"
                number += 1
            }
            taken.insert(slug)
            return CityGroup(name: name, slug: slug, placeOffsets: placeOffsets)
        }
    }
}
