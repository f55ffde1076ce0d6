import Foundation

/// The theme built into the binary: the repo's `templates/` folder at build time, and Leaflet with
/// Leaflet.markercluster (below `leaflet/`, with their licence files) read from their Debian packages at build time.
package enum DefaultTheme {
    /// Every file of the built-in theme, by path relative to `templates/` (and so to the output).
    package static let files: [String: Data] = EmbeddedTheme.base64Files.merging(EmbeddedLeaflet.base64Files) { theme, _ in theme }
        .compactMapValues { Data(base64Encoded: $0) }

    /// The published paths of the map library's files (`leaflet/leaflet.min.js`, …).
    package static var leafletPaths: [String] { EmbeddedLeaflet.base64Files.keys.sorted() }
}
