import Escaping
import Foundation

/// Draws places as an inline SVG map — the map without JavaScript, from `file://`, with `map.tiles: none` or when
/// the tiles fail: a projection fitted to the places, a pin per place in the accent colour (the seed's
/// `LocationMapAnnotationView`: a round head with a dot and a point), the current one at full size and the others at
/// 0.7, and labels placed so that none overlaps another label or a pin or leaves the canvas (``MapLabelPlacer``).
///
/// The labels come in layers, one per ``LabelLayer``, each placed for its own font size; the theme shows the layer
/// of the map's displayed width (a container query), so a label is at least 12 CSS pixels at every width. Pins are
/// links for the mouse but no tab stops: inside `role="img"` they are hidden from assistive technology, and the
/// page's list of places is the way to reach them. Colours come from the theme's CSS classes (`map-*`, `pin`).
/// Every text in the SVG is escaped here.
package struct MapRenderer: Sendable {
    /// One set of labels: shown when the map is at least `minimumWidth` CSS pixels wide (and less than the next
    /// layer's), at a font size that is 12 CSS pixels at that width.
    package struct LabelLayer: Hashable, Sendable {
        /// The narrowest displayed width (CSS pixels) the layer is shown at.
        package let minimumWidth: Double
        /// The font size in user units of a `canvasWidth`-unit canvas.
        package func fontSize(canvasWidth: Double) -> Double {
            (MapRenderer.minimumLabelPixels * canvasWidth / minimumWidth * 10).rounded(.up) / 10
        }
    }

    /// The smallest a label may be drawn, in CSS pixels.
    package static let minimumLabelPixels = 12.0
    /// The layers the theme switches between (`map-labels-0`, `-1`, `-2`; templates/theme.css has the same widths).
    package static let labelLayers = [LabelLayer(minimumWidth: 300), LabelLayer(minimumWidth: 560), LabelLayer(minimumWidth: 900)]

    /// Canvas width in SVG user units.
    package var width: Double = 960
    /// Canvas height in SVG user units.
    package var height: Double = 540
    /// Free space around the outermost pins (a pin is 44 units tall before scaling).
    package var padding: Double = 72
    /// The size of the current pin (the others are 0.7 of it), relative to a 32 × 44 unit pin.
    package var pinScale: Double = 1.4
    /// Tries to label at most this many pins (the current one first, then in list order); the rest go unlabelled.
    package var maximumLabelAttempts: Int = 60
    /// Labels cities at the middle of their places when there are two to this many cities.
    package var maximumCityLabels: Int = 12
    /// Above this many pins, the other pins are drawn as dots of one path (a dozen bytes each instead of a link
    /// of two hundred), so a map of 10,000 places stays light; the current pin is always a pin.
    package var maximumDrawnPins: Int = 300
    /// A dot's radius in user units.
    static let dotRadius = 4.0

    /// A renderer with the default canvas.
    package init() {}

    /// The SVG markup of a map of `pins`; `label` is its accessible name ("Map of all 12 places"), `idPrefix`
    /// keeps the ids inside the SVG unique when a page shows several maps.
    package func svg(pins: [MapPin], label: String, idPrefix: String = "map", tracks: [[(latitude: Double, longitude: Double)]] = [])
        -> String
    {
        let symbol = "rb-\(idPrefix)-pin"
        let projection = MapProjection(
            fitting: pins.map { ($0.latitude, $0.longitude) } + tracks.flatMap(\.self), width: width, height: height, padding: padding)
        var svg = MapMarkup(capacity: 400 + pins.count * 200)
        opening(label: label, symbol: symbol, into: &svg)
        graticule(idPrefix: idPrefix, into: &svg)
        MapTrackPath.svg(tracks, projection: projection, into: &svg)
        let drawn = drawnPins(pins, projection: projection)
        // North first, so southern pins (lower on the canvas) overlap the ones above them; the current one last.
        let stacked = drawn.indices.sorted { a, b in
            let (first, second) = (drawn[a].pin, drawn[b].pin)
            if first.isCurrent != second.isCurrent { return !first.isCurrent }
            if first.latitude != second.latitude { return first.latitude > second.latitude }
            return a < b
        }
        pinMarks(drawn, stacked: stacked, symbol: symbol, into: &svg)
        let candidates = MapLabelCandidates(drawn: drawn, cities: cityCentres(drawn), maximumAttempts: maximumLabelAttempts)
        for (number, layer) in Self.labelLayers.enumerated() {
            labelLayer(layer, number: number, candidates: candidates, into: &svg)
        }
        svg.add("</svg>")
        return svg.text
    }

    /// The `<svg>` element's opening, the pin symbol and the background.
    private func opening(label: String, symbol: String, into svg: inout MapMarkup) {
        svg.add("<svg class=\"map-svg\" viewBox=\"0 0 ")
        svg.number(width)
        svg.add(" ")
        svg.number(height)
        svg.add("\" role=\"img\" aria-label=\"")
        svg.escaped(label)
        svg.add("\" xmlns=\"http://www.w3.org/2000/svg\"><defs><symbol id=\"")
        svg.add(symbol)
        svg.add("\" viewBox=\"-16 -42 32 44\" width=\"32\" height=\"44\" overflow=\"visible\">")
        svg.add("<path class=\"pin-body\" d=\"M0 0 L-7 -16 A15 15 0 1 1 7 -16 Z\"/>")
        svg.add("<circle class=\"pin-dot\" cx=\"0\" cy=\"-27\" r=\"6\"/></symbol></defs>")
        svg.add("<rect class=\"map-bg\" x=\"0\" y=\"0\" width=\"")
        svg.number(width)
        svg.add("\" height=\"")
        svg.number(height)
        svg.add("\" rx=\"12\"/>")
    }

    /// The pins in `stacked` order: above ``maximumDrawnPins``, the others as dots of one path and the current one a pin.
    private func pinMarks(
        _ drawn: [(pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)], stacked: [Int], symbol: String,
        into svg: inout MapMarkup
    ) {
        let asDots = drawn.count > maximumDrawnPins
        if asDots {
            svg.add("<path class=\"map-dots\" d=\"")
            for index in stacked where !drawn[index].pin.isCurrent {
                svg.add("M")
                svg.number(drawn[index].point.x)
                svg.add(" ")
                svg.number(drawn[index].point.y)
                svg.add("h0")
            }
            svg.add("\"/>")
        }
        for index in stacked where !asDots || drawn[index].pin.isCurrent {
            let (pin, point, scale, _) = drawn[index]
            svg.add(pin.isCurrent ? "<a class=\"pin pin-current\" href=\"" : "<a class=\"pin\" href=\"")
            svg.escaped(pin.url)
            svg.add(pin.isCurrent ? "\" tabindex=\"-1\" aria-current=\"page\"><title>" : "\" tabindex=\"-1\"><title>")
            svg.escaped(pin.name)
            svg.add("</title><use href=\"#")
            svg.add(symbol)
            svg.add("\" x=\"-16\" y=\"-42\" transform=\"translate(")
            svg.number(point.x)
            svg.add(" ")
            svg.number(point.y)
            svg.add(") scale(")
            svg.number(scale, places: 2)
            svg.add(")\"/></a>")
        }
    }

    /// Each pin with its canvas point, its scale and its box, in the order given.
    func drawnPins(_ pins: [MapPin], projection: MapProjection) -> [(pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)] {
        let currentScale = (pinScale * 100).rounded() / 100
        let otherScale = (pinScale * 70).rounded() / 100
        let asDots = pins.count > maximumDrawnPins
        return pins.map { pin in
            let point = projection.point(latitude: pin.latitude, longitude: pin.longitude)
            let scale = pin.isCurrent ? currentScale : otherScale
            if asDots && !pin.isCurrent {
                let r = Self.dotRadius
                return (pin, point, scale, MapBox(minX: point.x - r, minY: point.y - r, maxX: point.x + r, maxY: point.y + r))
            }
            return (pin, point, scale, Self.pinBox(at: point, scale: scale))
        }
    }

    /// The box a pin covers: the 32 × 44 unit symbol, its point at `point`, scaled.
    static func pinBox(at point: (x: Double, y: Double), scale: Double) -> MapBox {
        MapBox(minX: point.x - 16 * scale, minY: point.y - 42 * scale, maxX: point.x + 16 * scale, maxY: point.y + 2 * scale)
    }

    /// The labels of one layer, placed for its font size: the current pin's name, the cities, then the other pins'.
    package func labels(
        _ layer: LabelLayer, drawn: [(pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)],
        cities: [(name: String, x: Double, y: Double)]
    ) -> (pins: [(label: MapLabel, isCurrent: Bool)], cities: [MapLabel]) {
        labels(layer, candidates: MapLabelCandidates(drawn: drawn, cities: cities, maximumAttempts: maximumLabelAttempts))
    }

    /// ``labels(_:drawn:cities:)`` of the candidates every layer shares.
    func labels(_ layer: LabelLayer, candidates: MapLabelCandidates) -> (pins: [(label: MapLabel, isCurrent: Bool)], cities: [MapLabel]) {
        var placer = MapLabelPlacer(width: width, height: height, fontSize: layer.fontSize(canvasWidth: width), obstacles: candidates.obstacles)
        var pinLabels: [(MapLabel, Bool)] = []
        if let current = candidates.current, let label = placer.place(current.text, ems: current.ems, near: current.box) {
            pinLabels.append((label, true))
        }
        let cityLabels = candidates.cities.compactMap { placer.place($0.text, ems: $0.ems, near: $0.box) }
        for other in candidates.others {
            if let label = placer.place(other.text, ems: other.ems, near: other.box) { pinLabels.append((label, false)) }
        }
        return (pinLabels, cityLabels)
    }

    private func labelLayer(_ layer: LabelLayer, number: Int, candidates: MapLabelCandidates, into svg: inout MapMarkup) {
        let placed = labels(layer, candidates: candidates)
        guard !placed.pins.isEmpty || !placed.cities.isEmpty else { return }
        svg.add("<g class=\"map-labels map-labels-")
        svg.add(String(number))
        svg.add("\" font-size=\"")
        svg.number(layer.fontSize(canvasWidth: width))
        svg.add("\" aria-hidden=\"true\">")
        for city in placed.cities {
            Self.text(city, className: "label-city", into: &svg)
        }
        for (label, isCurrent) in placed.pins {
            Self.text(label, className: isCurrent ? "label-current" : nil, into: &svg)
        }
        svg.add("</g>")
    }

    private static func text(_ label: MapLabel, className: String?, into svg: inout MapMarkup) {
        svg.add("<text x=\"")
        svg.number(label.x)
        svg.add("\" y=\"")
        svg.number(label.y)
        svg.add("\"")
        if label.anchor != .start {
            svg.add(" text-anchor=\"")
            svg.add(label.anchor.rawValue)
            svg.add("\"")
        }
        if let className {
            svg.add(" class=\"")
            svg.add(className)
            svg.add("\"")
        }
        svg.add(">")
        svg.escaped(label.text)
        svg.add("</text>")
    }

    /// A light grid, as one SVG pattern (a few bytes instead of a line element per grid line).
    private func graticule(idPrefix: String, into svg: inout MapMarkup) {
        svg.add("<defs><pattern id=\"rb-")
        svg.add(idPrefix)
        svg.add("-grid\" width=\"80\" height=\"60\" patternUnits=\"userSpaceOnUse\">")
        svg.add("<path class=\"map-grid\" d=\"M80 0V60H0\"/></pattern></defs>")
        svg.add("<rect fill=\"url(#rb-")
        svg.add(idPrefix)
        svg.add("-grid)\" x=\"0\" y=\"0\" width=\"")
        svg.number(width)
        svg.add("\" height=\"")
        svg.number(height)
        svg.add("\"/>")
    }

    /// The middle of each city's pins, in the order the cities first appear; none unless there are 2 to
    /// ``maximumCityLabels`` cities.
    func cityCentres(_ drawn: [(pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)]) -> [(name: String, x: Double, y: Double)] {
        var sums: [String: (x: Double, y: Double, count: Int)] = [:]
        var order: [String] = []
        for (pin, point, _, _) in drawn {
            if sums[pin.cityName] == nil { order.append(pin.cityName) }
            let sum = sums[pin.cityName] ?? (0, 0, 0)
            sums[pin.cityName] = (sum.x + point.x, sum.y + point.y, sum.count + 1)
        }
        guard order.count <= maximumCityLabels, order.count > 1 else { return [] }
        return order.compactMap { city in
            sums[city].map { (city, $0.x / Double($0.count), $0.y / Double($0.count)) }
        }
    }

    /// A coordinate with at most `places` decimals (1, the default, or 2), without trailing zeros
    /// (``DecimalDigits``), made one string that fits in the string itself (no allocation).
    static func number(_ value: Double, places: Int = 1) -> String {
        DecimalDigits.withDigits(of: value, places: places == 2 ? 2 : 1, limit: numberLimit) { UTF8Text.string(repairing: $0) }
    }

    /// The largest coordinate a drawn map writes (a point projected far off the canvas is held there).
    static let numberLimit = 1e15
}
