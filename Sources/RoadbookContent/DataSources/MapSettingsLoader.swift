import Diagnostics
import YAML

/// Reads `map` of `site.yaml` into ``MapSettings``, reporting each bad value at its position.
struct MapSettingsLoader {
    static let knownKeys = ["tiles", "darkTiles", "attribution", "attributionURL", "maxZoom", "route"]
    /// What `tiles` and `darkTiles` must be.
    static let expectedTiles = "'none' or an http(s) URL template with {z}, {x} and {y} (such as \(MapSettings.defaultTiles))"

    /// The settings of `node` (the value of `map`); defaults for what is absent or wrong (and reported).
    static func settings(from node: YAMLNode, path: String, diagnostics: DiagnosticsEngine) -> MapSettings {
        guard let reader = MappingReader(node, what: "'map'", path: path, knownKeys: knownKeys, requiredKeys: [], diagnostics: diagnostics)
        else { return MapSettings() }
        var tiles: String? = MapSettings.defaultTiles
        if let value = reader.decode(String.self, forKey: "tiles") {
            if value == "none" {
                tiles = nil
            } else if isTileTemplate(value) {
                tiles = value
            } else {
                reader.report(.invalidMapSetting("map.tiles", expected: expectedTiles), atKey: "tiles")
            }
        }
        var darkTiles: String?
        if let value = reader.decode(String.self, forKey: "darkTiles") {
            if isTileTemplate(value) {
                darkTiles = value
            } else {
                reader.report(.invalidMapSetting("map.darkTiles", expected: "an http(s) URL template with {z}, {x} and {y}"), atKey: "darkTiles")
            }
        }
        var attribution = MapSettings.defaultAttribution
        var attributionURL: String? = MapSettings.defaultAttributionURL
        if let value = reader.decode(String.self, forKey: "attribution") {
            let trimmed = value.trimmingWhitespace()
            if trimmed.isEmpty {
                reader.report(.emptyText(field: "map.attribution"), atKey: "attribution")
            } else {
                attribution = trimmed
                // A credit of one's own tiles does not link to OpenStreetMap's page unless it says so.
                attributionURL = nil
            }
        }
        if let value = reader.decode(String.self, forKey: "attributionURL") {
            if LinkValidator.isValid(value), value.hasPrefix("http://") || value.hasPrefix("https://") {
                attributionURL = value
            } else {
                reader.report(.invalidMapSetting("map.attributionURL", expected: "an http(s) URL"), atKey: "attributionURL")
            }
        }
        var maxZoom = MapSettings.defaultMaxZoom
        if let value = reader.decode(Int.self, forKey: "maxZoom") {
            if MapSettings.zoomLevels.contains(value) {
                maxZoom = value
            } else {
                reader.report(
                    .invalidMapSetting(
                        "map.maxZoom",
                        expected: "a whole number from \(MapSettings.zoomLevels.lowerBound) to \(MapSettings.zoomLevels.upperBound)"),
                    atKey: "maxZoom")
            }
        }
        return MapSettings(
            tiles: tiles, darkTiles: darkTiles, attribution: attribution, attributionURL: attributionURL, maxZoom: maxZoom,
            route: reader.decode(Bool.self, forKey: "route") ?? false)
    }

    /// Whether `value` is an http(s) address with the `{z}`, `{x}` and `{y}` a tile server needs.
    static func isTileTemplate(_ value: String) -> Bool {
        guard value.hasPrefix("https://") || value.hasPrefix("http://") else { return false }
        guard !value.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0 == "\"" || $0 == "<" || $0 == ">" }) else {
            return false
        }
        return ["{z}", "{x}", "{y}"].allSatisfy(value.contains)
    }
}
