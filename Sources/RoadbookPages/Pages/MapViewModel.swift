import Mustache

/// One map, as the `map` partial draws it: the interactive map's settings (read by the theme's `map.js` from the
/// element's `data-map-*` attributes) over the drawn SVG map, which stays when the interactive one cannot start.
///
/// The markers are not in the page: `map.js` fetches them from the site's `locations.geojson` (one file for every
/// page, cached by the browser), so a page's size does not grow with the number of places.
package struct MapViewModel: MustacheRepresentable, Hashable, Sendable {
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

    /// Describes one map.
    package init(
        id: String, title: String, label: String, svg: String, scope: Scope, tiles: String?, darkTiles: String?, attribution: String,
        attributionURL: String?, maxZoom: Int, route: Bool, root: String, skipText: String, zoomInText: String, zoomOutText: String,
        clusterLabel: String
    ) {
        self.id = id
        self.title = title
        self.label = label
        self.svg = svg
        self.scope = scope
        self.tiles = tiles
        self.darkTiles = darkTiles
        self.attribution = attribution
        self.attributionURL = attributionURL
        self.maxZoom = maxZoom
        self.route = route
        self.root = root
        self.skipText = skipText
        self.zoomInText = zoomInText
        self.zoomOutText = zoomOutText
        self.clusterLabel = clusterLabel
    }

    /// The view model as a template context (docs/templates.md lists the fields).
    package var mustacheValue: MustacheValue {
        var city = "", current = "", nearby: [String] = [], places: [String] = [], isDay = false
        switch scope {
        case .trip: break
        case .city(let name): city = name
        case .place(let id, let ids): (current, nearby) = (id, ids)
        case .day(let ids): (places, isDay) = (ids, true)
        }
        return .dictionary([
            "id": .string(id),
            "title": .string(title),
            "hasTitle": .bool(!title.isEmpty),
            "label": .string(label),
            "svg": .string(svg),
            "isInteractive": .bool(tiles != nil),
            "tiles": .string(tiles ?? ""),
            "darkTiles": .string(darkTiles ?? ""),
            "attribution": .string(attribution),
            "attributionURL": .string(attributionURL ?? ""),
            "maxZoom": .string(String(maxZoom)),
            "route": .bool(route),
            "city": .string(city),
            "currentID": .string(current),
            "nearbyIDs": .string(nearby.joined(separator: " ")),
            "isPlace": .bool(!current.isEmpty),
            "dataURL": .string(root + SiteDocuments.geoJSONPath),
            "scriptURL": .string(root + "map.js"),
            "libraryURL": .string(root + "leaflet/"),
            "skipText": .string(skipText),
            "zoomInText": .string(zoomInText),
            "zoomOutText": .string(zoomOutText),
            "clusterLabel": .string(clusterLabel),
            "isDay": .bool(isDay),
            "placeIDs": .string(places.joined(separator: " ")),
            "trackIDs": .string(tracks.joined(separator: " ")),
            "hasTracks": .bool(!tracks.isEmpty),
            "tracksURL": .string(tracks.isEmpty ? "" : root + SiteDocuments.tracksPath),
        ])
    }
}
