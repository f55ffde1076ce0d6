import RoadbookContent

/// A leg's text (`trip.legStraight`, `trip.legTrack`: `"{distance} from {name} …"`) as a function of its distance
/// and its place's name: the message is filled once with a marker for each and split around them, and each leg joins
/// the parts (filling it from a dictionary for every leg was 5,000 instructions a place).
struct LegTextFiller: Sendable {
    private let key: String
    private let strings: StringTable
    /// The text before the first placeholder, between the two and after the second; `nil` when the message does not
    /// have each placeholder once (then every leg is filled from the dictionary).
    private let parts: (before: String, between: String, after: String)?
    /// Whether the distance comes before the name.
    private let distanceFirst: Bool

    private static let distanceMarker: Character = "\u{1}", nameMarker: Character = "\u{2}"

    /// The filler of `key` in `strings`.
    init(_ key: String, strings: StringTable) {
        (self.key, self.strings) = (key, strings)
        let text = strings.text(key, ["distance": String(Self.distanceMarker), "name": String(Self.nameMarker)])
        let pieces = text.split(omittingEmptySubsequences: false) { $0 == Self.distanceMarker || $0 == Self.nameMarker }
        let markers = text.filter { $0 == Self.distanceMarker || $0 == Self.nameMarker }
        guard pieces.count == 3, Set(markers).count == 2 else {
            (parts, distanceFirst) = (nil, true)
            return
        }
        parts = (String(pieces[0]), String(pieces[1]), String(pieces[2]))
        distanceFirst = markers.first == Self.distanceMarker
    }

    /// The leg's text: ``StringTable/text(_:_:)`` of the key with `distance` and `name`.
    func text(distance: String, name: String) -> String {
        guard let parts else { return strings.text(key, ["distance": distance, "name": name]) }
        let (first, second) = distanceFirst ? (distance, name) : (name, distance)
        return parts.before + first + parts.between + second + parts.after
    }
}
