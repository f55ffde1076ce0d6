import Foundation
import RoadbookContent

/// The maps: one of the whole trip (home and places pages), one of a city (its page), one around a place (its page).
extension PageBuilder {
    /// The renderer of a place's own map: a smaller canvas, since it sits in the page's side column.
    static let placeMapRenderer: MapRenderer = {
        var renderer = MapRenderer()
        renderer.width = 480
        renderer.height = 360
        renderer.padding = 60
        renderer.pinScale = 1.2
        return renderer
    }()

    /// A renderer for a map of many places: the more pins, the smaller they are, so crowded maps stay readable.
    static func overviewRenderer(pinCount: Int) -> MapRenderer {
        var renderer = MapRenderer()
        renderer.pinScale = max(0.5, min(1.4, 1.4 * (60 / Double(max(1, pinCount))).squareRoot()))
        return renderer
    }

    /// The map of every place (`home.allPlaces`), with the route when `map.route` is set.
    func tripMap(root: String) -> MapViewModel {
        let pins = (0..<source.placeCount).map { pin($0, root: root) }
        let tracks = source.tripTracks
        var model = map(
            id: "map-trip", title: strings.count("home.allPlaces", pins.count), label: strings.count("map.allPlacesLabel", pins.count),
            svg: Self.overviewRenderer(pinCount: pins.count).svg(
                pins: pins, label: strings.count("map.allPlacesLabel", pins.count), idPrefix: "trip", tracks: Self.lines(of: tracks)),
            scope: .trip, route: source.config.map.route, root: root)
        model.tracks = tracks.map(\.id)
        return model
    }

    /// The map of the day at `index` (`trip.mapLabel`): its places and tracks; `nil` for a free day without tracks.
    func dayMap(_ index: Int, root: String) -> MapViewModel? {
        let tripDay = source.tripDay(index)
        let day = tripDay.day
        guard !day.places.isEmpty || !day.tracks.isEmpty else { return nil }
        let pins = day.places.map { pin($0, root: root) }
        let tracks = tripDay.tracks
        let label = strings.text("trip.mapLabel", ["number": strings.number(day.number)])
        var model = map(
            id: "map-day", title: "", label: label,
            svg: Self.overviewRenderer(pinCount: pins.count).svg(pins: pins, label: label, idPrefix: "day", tracks: Self.lines(of: tracks)),
            scope: .day(places: day.places.map { source.place($0).id }), route: false, root: root)
        model.tracks = tracks.map(\.id)
        return model
    }

    /// The drawn lines of `tracks`.
    static func lines(of tracks: [Track]) -> [[(latitude: Double, longitude: Double)]] {
        tracks.flatMap { $0.outline.map { line in line.map { ($0.latitude, $0.longitude) } } }
    }

    /// The map of the places in `city` (`places.mapTitle`), for a page `root` away from the site root.
    func cityMap(_ group: CityGroup, root: String) -> MapViewModel {
        let city = group.name
        let pins = group.placeOffsets.map { pin($0, root: root) }
        let title = strings.text("places.mapTitle", ["city": city, "places": strings.count("count.places", pins.count)])
        let label = strings.text("map.label", ["title": title])
        return map(
            id: "map-city", title: title, label: label,
            svg: Self.overviewRenderer(pinCount: pins.count).svg(pins: pins, label: label, idPrefix: "city"),
            scope: .city(city), route: false, root: root)
    }

    /// The map around place `index` (`map.placeLabel`): every place on the interactive map, the drawn one showing
    /// `pins` (``placeMapPins(_:)``); both start on the place and its neighbours.
    func placeMap(_ index: Int, pins: [MapPin], root: String) -> MapViewModel {
        let place = source.place(index)
        let label = strings.text("map.placeLabel", ["name": place.name])
        let nearby = source.nearby(ofPlace: index).map { source.place($0).id }
        let track = placeTrack(index)
        var model = map(
            id: "map-place", title: "", label: label,
            svg: Self.placeMapRenderer.svg(pins: pins, label: label, idPrefix: "map", tracks: Self.lines(of: track.map { [$0] } ?? [])),
            scope: .place(current: place.id, nearby: nearby), route: false, root: root)
        model.tracks = track.map { [$0.id] } ?? []
        return model
    }

    /// The track that leads to the place at `index`, if it has one.
    func placeTrack(_ index: Int) -> Track? {
        source.placeTrip(index).track
    }

    /// The pins of a place's own map: the place, current, and its surroundings — the nearest places within a
    /// day's walk or ride, so the map shows the neighbourhood.
    func placeMapPins(_ index: Int) -> [MapPin] {
        let place = source.place(index)
        var pins = source.nearby(ofPlace: index).map { other in
            let neighbour = source.place(other)
            return MapPin(
                name: neighbour.name, cityName: neighbour.cityName, latitude: neighbour.coordinates.latitude,
                longitude: neighbour.coordinates.longitude, url: "../" + neighbour.id + "/index.html")
        }
        pins.append(MapPin(
            name: place.name, cityName: place.cityName, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
            url: "index.html", isCurrent: true))
        return pins
    }

    private func pin(_ index: Int, root: String) -> MapPin {
        let place = source.place(index)
        return MapPin(
            name: place.name, cityName: place.cityName, latitude: place.coordinates.latitude, longitude: place.coordinates.longitude,
            url: placeLink(index, root: root))
    }

    /// The link to the page of the place at `index` from a page whose links start with `root`: the prefix and the
    /// card's link from the site root where the source keeps the cards (``PageSource/placeCards``), made once a build.
    func placeLink(_ index: Int, root: String) -> String {
        guard let store = source.placeCards else { return link(to: .place(index), root: root) }
        return root + store.card(index) { cardTexts(index) }.link
    }

    private func map(id: String, title: String, label: String, svg: String, scope: MapViewModel.Scope, route: Bool, root: String) -> MapViewModel {
        let settings = source.config.map
        return MapViewModel(
            id: id, title: title, label: label, svg: svg, scope: scope, tiles: settings.tiles, darkTiles: settings.darkTiles,
            attribution: settings.attribution, attributionURL: settings.attributionURL, maxZoom: settings.maxZoom, route: route,
            root: root, skipText: strings.text("map.skip"), zoomInText: strings.text("map.zoomIn"),
            zoomOutText: strings.text("map.zoomOut"), clusterLabel: strings.text("map.clusterLabel", ["count": "{count}"]))
    }
}
