/// How the interactive maps look and where their basemap comes from: `map` in `site.yaml`; every field has a default.
package struct MapSettings: Hashable, Sendable, Codable {
    /// The raster tiles' URL template (`{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`); `nil` for `tiles: none`: no
    /// third-party request, the drawn (SVG) map only. Default OpenStreetMap's standard tiles.
    package let tiles: String?
    /// The tiles shown in dark mode; `nil`: the light tiles, dimmed by the theme's CSS.
    package let darkTiles: String?
    /// The credit the tiles' provider requires, as text; default ``defaultAttribution``.
    package let attribution: String
    /// Where the credit links to; `nil` for a credit without a link. Default ``defaultAttributionURL``.
    package let attributionURL: String?
    /// The deepest zoom level the map offers, 1–22; default 19 (OpenStreetMap's deepest).
    package let maxZoom: Int
    /// Whether the home and places maps draw the places in list order as a line; default `false`.
    package let route: Bool

    /// OpenStreetMap's standard tiles.
    package static let defaultTiles = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    /// `© OpenStreetMap contributors`, as the tile usage policy asks.
    package static let defaultAttribution = "© OpenStreetMap contributors"
    /// OpenStreetMap's copyright page.
    package static let defaultAttributionURL = "https://www.openstreetmap.org/copyright"
    /// 19.
    package static let defaultMaxZoom = 19
    /// The zoom levels `maxZoom` may be.
    package static let zoomLevels = 1...22

    /// Settings; every parameter has its documented default.
    package init(
        tiles: String? = MapSettings.defaultTiles, darkTiles: String? = nil, attribution: String = MapSettings.defaultAttribution,
        attributionURL: String? = MapSettings.defaultAttributionURL, maxZoom: Int = MapSettings.defaultMaxZoom, route: Bool = false
    ) {
        self.tiles = tiles
        self.darkTiles = darkTiles
        self.attribution = attribution
        self.attributionURL = attributionURL
        self.maxZoom = maxZoom
        self.route = route
    }
}
