import Diagnostics
import Foundation
import RoadbookContent
import YAML

/// The inside of a place's `coordinates: { … }` flow mapping, as people type it (decimal commas, signs, spaces,
/// missing braces), in a place file that is otherwise right.
///
/// Invariants: a place that loads has coordinates in range, and its coordinates mapping has no key of digits
/// alone after a whole number (`{ longitude: 66,9758 }`, a decimal comma, is an error, never a place at longitude
/// 66); a rejected place has an error inside the file.
enum PlaceCoordinatesHarness {
    static let path = "content/locations/fuzz-place.md"

    static func run(_ bytes: [UInt8]) {
        let text = Array("---\nname: Registan\ncityName: Samarqand\ncoordinates: { ".utf8) + bytes + Array(" }\n---\nA square.\n".utf8)
        let files = ["site.yaml": SiteFiles.minimalConfig, path: Data(text)]
        do {
            let content = try InMemoryContentDataSource(files: files).loadSite()
            guard let place = content.places.first else { return Invariant.require(false, "no place and no error") }
            Invariant.require(abs(place.coordinates.latitude) <= 90 && abs(place.coordinates.longitude) <= 180, "out of range")
            Invariant.require(!hasDecimalComma(text), "a decimal comma loaded as a place at \(place.coordinates)")
        } catch {
            Invariant.requireErrors(error, in: text, path: path, what: "loading the place")
        }
    }

    /// Whether the coordinates mapping of `text` has a key of digits alone with no value right after a whole number.
    private static func hasDecimalComma(_ text: [UInt8]) -> Bool {
        guard let source = String(validating: text, as: UTF8.self),
            let yaml = source.components(separatedBy: "\n---\n").first?.dropFirst(4),
            let root = try? YAMLParser.parse(String(yaml), path: path),
            let coordinates = root.pairs?.first(where: { $0.key.scalar?.value == "coordinates" })?.value.pairs
        else { return false }
        return coordinates.indices.dropFirst().contains { index in
            guard let key = coordinates[index].key.scalar?.value, !key.isEmpty,
                key.utf8.allSatisfy({ (0x30...0x39).contains($0) }), coordinates[index].value.scalar?.isNull == true,
                let whole = coordinates[index - 1].value.scalar?.value
            else { return false }
            return whole.utf8.count < 20 && Int(whole) != nil
        }
    }

    static func seeds(_ root: URL) -> [[UInt8]] {
        [
            "latitude: 39.6547, longitude: 66.9758", "latitude: 39.6547, longitude: 66,9758", "latitude: 39,6547, longitude: 66,9758",
            "latitude: -33,8688, longitude: 151.2093", "longitude: 66.9758, latitude: 39.6547", "latitude: 1e1, longitude: .5",
            "latitude: 39.6547 longitude: 66.9758", "latitude: 39.6547, longitude: 66, 9758: x", "latitude: 0x10, longitude: +1",
        ].map { Array($0.utf8) }
    }
}
