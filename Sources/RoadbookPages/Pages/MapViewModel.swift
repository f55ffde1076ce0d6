import Mustache

/// One map, as the `map` partial draws it: the interactive map's settings (read by the theme's `map.js` from the
/// element's `data-map-*` attributes) over the drawn SVG map, which stays when the interactive one cannot start.
///
/// The markers are not in the page: `map.js` fetches them from the site's `locations.geojson` (one file for every
/// page, cached by the browser), so a page's size does not grow with the number of places.
package struct MapViewModel: TemplateModel, Hashable, Sendable {
    /// Which places a map shows and how it starts.
    package enum Scope: Hashable, Sendable {
        /// Every place, fitted to all of them (the home and places pages).
        case trip
        /// The places of one city, fitted to them (a city's page).
        case city(String)
        /// Every place, the place of id `current` highlighted and the map fitted to it and `nearby` (ids).
        case place(current: String, nearby: [String])
        /// The places of one day of the trip (ids), fitted to them and to the day's tracks.
        case day(places: [String])
    }

    /// The element's id, unique on the page (`map-trip`); the skip link's target is `<id>-end`.
    package let id: String
    /// The caption (`"All 40 places"`, `home.allPlaces`); empty for none.
    package let title: String
    /// The accessible name (`"Map of all 40 places"`, `map.allPlacesLabel`).
    package let label: String
    /// The drawn map's SVG markup (render with `{{{svg}}}`); its text is escaped.
    package let svg: String
    /// What the map shows.
    package let scope: Scope
    /// The tile URL template; `nil` when `map.tiles` is `none` (then the drawn map is the only one).
    package let tiles: String?
    /// The dark-mode tile URL template, if one is set.
    package let darkTiles: String?
    /// The tiles' credit, as text.
    package let attribution: String
    /// Where the credit links to, if anywhere.
    package let attributionURL: String?
    /// The deepest zoom level.
    package let maxZoom: Int
    /// Whether the places are joined in list order by a line.
    package let route: Bool
    /// The relative URL of the site root (`../../`): `locations.geojson`, `map.js` and `leaflet/` are found from it.
    package let root: String
    /// `"Skip the map"` (`map.skip`).
    package let skipText: String
    /// `"Zoom in"`, `"Zoom out"` (`map.zoomIn`, `map.zoomOut`).
    package let zoomInText: String, zoomOutText: String
    /// `"Group of places: {count}"` (`map.clusterLabel`), `{count}` left for the script to fill.
    package let clusterLabel: String
    /// The ids of the tracks drawn on it (``SiteDocuments/tracksPath`` holds their lines); none by default.
    package var tracks: [String] = []

    /// The city of a city's map; empty for the others.
    var city: String {
        if case .city(let name) = scope { name } else { "" }
    }

    /// The highlighted place of a place's map; empty for the others.
    var currentID: String {
        if case .place(let id, _) = scope { id } else { "" }
    }

    /// The fields as the templates name them (docs/templates.md lists them).
    package static let fields = TemplateFields<Self>([
        .field("id", \.id),
        .field("title", \.title),
        .field("hasTitle") { !$0.title.isEmpty },
        .field("label", \.label),
        .field("svg", \.svg),
        .field("isInteractive") { $0.tiles != nil },
        .field("tiles") { $0.tiles ?? "" },
        .field("darkTiles") { $0.darkTiles ?? "" },
        .field("attribution", \.attribution),
        .field("attributionURL") { $0.attributionURL ?? "" },
        .field("maxZoom") { String($0.maxZoom) },
        .field("route", \.route),
        .field("city", \.city),
        .field("currentID", \.currentID),
        .field("nearbyIDs") {
            if case .place(_, let nearby) = $0.scope { nearby.joined(separator: " ") } else { "" }
        },
        .field("isPlace") { !$0.currentID.isEmpty },
        .field("dataURL") { $0.root + SiteDocuments.geoJSONPath },
        .field("scriptURL") { $0.root + "map.js" },
        .field("libraryURL") { $0.root + "leaflet/" },
        .field("skipText", \.skipText),
        .field("zoomInText", \.zoomInText),
        .field("zoomOutText", \.zoomOutText),
        .field("clusterLabel", \.clusterLabel),
        .field("isDay") {
            if case .day = $0.scope { true } else { false }
        },
        .field("placeIDs") {
            if case .day(let places) = $0.scope { places.joined(separator: " ") } else { "" }
        },
        .field("trackIDs") { $0.tracks.joined(separator: " ") },
        .field("hasTracks") { !$0.tracks.isEmpty },
        .field("tracksURL") { $0.tracks.isEmpty ? "" : $0.root + SiteDocuments.tracksPath },
    ])
}
