import Foundation

/// The theme built into the binary: the repo's `templates/` folder at build time, and Leaflet with
/// Leaflet.markercluster (below `leaflet/`, with their licence files) read from their Debian packages at build time.
package enum DefaultTheme {
    /// Every file of the built-in theme that a build publishes, by path relative to `templates/` (and so to the
    /// output): all but those only `serve` adds to its pages (``TodoEditingScript/files``).
    package static let files: [String: Data] = EmbeddedTheme.base64Files.merging(EmbeddedLeaflet.base64Files) { theme, _ in theme }
        .filter { !TodoEditingScript.files.contains($0.key) }
        .compactMapValues { Data(base64Encoded: $0) }

    /// The text of a built-in file that only `serve` uses (`editing.js`); empty for a name the theme lacks.
    static func serveOnlyText(_ name: String) -> String {
        guard let base64 = EmbeddedTheme.base64Files[name], let data = Data(base64Encoded: base64) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The published paths of the map library's files (`leaflet/leaflet.min.js`, …).
    package static var leafletPaths: [String] { EmbeddedLeaflet.base64Files.keys.sorted() }
}
