/// How the interactive maps look and where their basemap comes from: `map` in `site.yaml`; every field has a default.
public struct MapSettings: Hashable, Sendable, Codable {
    /// The raster tiles' URL template (`{z}`, `{x}`, `{y}`, optionally `{s}` and `{r}`); `nil` for `tiles: none`: no
    /// third-party request, the drawn (SVG) map only. Default OpenStreetMap's standard tiles.
    public let tiles: String?
    /// The tiles shown in dark mode; `nil`: the light tiles, dimmed by the theme's CSS.
    public let darkTiles: String?
    /// The credit the tiles' provider requires, as text; default ``defaultAttribution``.
    public let attribution: String
    /// Where the credit links to; `nil` for a credit without a link. Default ``defaultAttributionURL``.
    public let attributionURL: String?
    /// The deepest zoom level the map offers, 1–22; default 19 (OpenStreetMap's deepest).
    public let maxZoom: Int
    /// Whether the home and places maps draw the places in list order as a line; default `false`.
    public let route: Bool

    /// OpenStreetMap's standard tiles.
    public static let defaultTiles = "https://tile.openstreetmap.org/{z}/{x}/{y}.png"
    /// `© OpenStreetMap contributors`, as the tile usage policy asks.
    public static let defaultAttribution = "© OpenStreetMap contributors"
    /// OpenStreetMap's copyright page.
    public static let defaultAttributionURL = "https://www.openstreetmap.org/copyright"
    /// 19.
    public static let defaultMaxZoom = 19
    /// The zoom levels `maxZoom` may be.
    public static let zoomLevels = 1...22

    /// Settings; every parameter has its documented default.
    public init(
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
