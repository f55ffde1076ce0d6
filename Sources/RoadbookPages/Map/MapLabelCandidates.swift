/// The labels a drawn map tries to place, most important first — the current pin's name, the cities', then the other
/// pins' — each with its width in ems, and the pins they must keep clear of. The same for every ``MapRenderer/LabelLayer``,
/// so worked out once a map: each layer had measured every text again (a day's map of a large trip, seven places in
/// seven cities, measures 42 texts a layer).
struct MapLabelCandidates {
    /// A text to place next to `box`, `ems` wide (``LabelWidth/ems(of:)``).
    typealias Candidate = (text: String, ems: Double, box: MapBox)

    /// The current pin's name, when the map has a current pin.
    let current: Candidate?
    /// The cities' names at the middle of their pins.
    let cities: [Candidate]
    /// The other pins' names, at most `maximumAttempts` of them, in the order given.
    let others: [Candidate]
    /// Every pin's box.
    let obstacles: [MapBox]

    /// The candidates of `drawn` and `cities` (``MapRenderer/cityCentres(_:)``).
    init(
        drawn: [(pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)], cities: [(name: String, x: Double, y: Double)],
        maximumAttempts: Int
    ) {
        current = drawn.first(where: { $0.pin.isCurrent }).map { ($0.pin.name, LabelWidth.ems(of: $0.pin.name), $0.box) }
        self.cities = cities.map { city in
            (city.name, LabelWidth.ems(of: city.name), MapBox(minX: city.x, minY: city.y, maxX: city.x, maxY: city.y))
        }
        var others: [Candidate] = []
        for other in drawn where !other.pin.isCurrent {
            guard others.count < maximumAttempts else { break }
            others.append((other.pin.name, LabelWidth.ems(of: other.pin.name), other.box))
        }
        self.others = others
        obstacles = drawn.map(\.box)
    }
}
