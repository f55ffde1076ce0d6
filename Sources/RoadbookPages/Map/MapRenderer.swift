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
        var svg = ""
        svg.reserveCapacity(400 + pins.count * 200)
        svg += "<svg class=\"map-svg\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" aria-label=\"\(HTMLEscaper.escape(label))\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<defs><symbol id=\"\(symbol)\" viewBox=\"-16 -42 32 44\" width=\"32\" height=\"44\" overflow=\"visible\">"
        svg += "<path class=\"pin-body\" d=\"M0 0 L-7 -16 A15 15 0 1 1 7 -16 Z\"/>"
        svg += "<circle class=\"pin-dot\" cx=\"0\" cy=\"-27\" r=\"6\"/></symbol></defs>"
        svg += "<rect class=\"map-bg\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" rx=\"12\"/>"
        svg += graticule(idPrefix: idPrefix)
        svg += MapTrackPath.svg(tracks, projection: projection)
        let drawn = drawnPins(pins, projection: projection)
        // North first, so southern pins (lower on the canvas) overlap the ones above them; the current one last.
        let stacked = drawn.indices.sorted { a, b in
            let (first, second) = (drawn[a].pin, drawn[b].pin)
            if first.isCurrent != second.isCurrent { return !first.isCurrent }
            if first.latitude != second.latitude { return first.latitude > second.latitude }
            return a < b
        }
        let asDots = drawn.count > maximumDrawnPins
        if asDots {
            svg += "<path class=\"map-dots\" d=\""
            for index in stacked where !drawn[index].pin.isCurrent {
                svg += "M\(Self.number(drawn[index].point.x)) \(Self.number(drawn[index].point.y))h0"
            }
            svg += "\"/>"
        }
        for index in stacked where !asDots || drawn[index].pin.isCurrent {
            let (pin, point, scale, _) = drawn[index]
            svg += "<a class=\"pin\(pin.isCurrent ? " pin-current" : "")\" href=\"\(HTMLEscaper.escape(pin.url))\" tabindex=\"-1\"\(pin.isCurrent ? " aria-current=\"page\"" : "")>"
            svg += "<title>\(HTMLEscaper.escape(pin.name))</title>"
            svg += "<use href=\"#\(symbol)\" x=\"-16\" y=\"-42\" transform=\"translate(\(Self.number(point.x)) \(Self.number(point.y))) scale(\(Self.number(scale, places: 2)))\"/></a>"
        }
        let cities = cityCentres(drawn)
        for (number, layer) in Self.labelLayers.enumerated() {
            svg += labelLayer(layer, number: number, drawn: drawn, cities: cities)
        }
        svg += "</svg>"
        return svg
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
        var placer = MapLabelPlacer(width: width, height: height, fontSize: layer.fontSize(canvasWidth: width), obstacles: drawn.map(\.box))
        var pinLabels: [(MapLabel, Bool)] = []
        if let current = drawn.first(where: { $0.pin.isCurrent }), let label = placer.place(current.pin.name, near: current.box) {
            pinLabels.append((label, true))
        }
        let cityLabels = cities.compactMap { city in placer.place(city.name, near: MapBox(minX: city.x, minY: city.y, maxX: city.x, maxY: city.y)) }
        for other in drawn.lazy.filter({ !$0.pin.isCurrent }).prefix(maximumLabelAttempts) {
            if let label = placer.place(other.pin.name, near: other.box) { pinLabels.append((label, false)) }
        }
        return (pinLabels, cityLabels)
    }

    private func labelLayer(
        _ layer: LabelLayer, number: Int, drawn: [(pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)],
        cities: [(name: String, x: Double, y: Double)]
    ) -> String {
        let placed = labels(layer, drawn: drawn, cities: cities)
        guard !placed.pins.isEmpty || !placed.cities.isEmpty else { return "" }
        var text = "<g class=\"map-labels map-labels-\(number)\" font-size=\"\(Self.number(layer.fontSize(canvasWidth: width)))\" aria-hidden=\"true\">"
        for city in placed.cities {
            text += Self.text(city, className: "label-city")
        }
        for (label, isCurrent) in placed.pins {
            text += Self.text(label, className: isCurrent ? "label-current" : nil)
        }
        return text + "</g>"
    }

    private static func text(_ label: MapLabel, className: String?) -> String {
        let anchor = label.anchor == .start ? "" : " text-anchor=\"\(label.anchor.rawValue)\""
        let classAttribute = className.map { " class=\"\($0)\"" } ?? ""
        return "<text x=\"\(number(label.x))\" y=\"\(number(label.y))\"\(anchor)\(classAttribute)>\(HTMLEscaper.escape(label.text))</text>"
    }

    /// A light grid, as one SVG pattern (a few bytes instead of a line element per grid line).
    private func graticule(idPrefix: String) -> String {
        let pattern = "rb-\(idPrefix)-grid"
        return "<defs><pattern id=\"\(pattern)\" width=\"80\" height=\"60\" patternUnits=\"userSpaceOnUse\">"
            + "<path class=\"map-grid\" d=\"M80 0V60H0\"/></pattern></defs>"
            + "<rect fill=\"url(#\(pattern))\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"/>"
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
        DecimalDigits.withDigits(of: value, places: places == 2 ? 2 : 1, limit: 1e15) { String(decoding: $0, as: UTF8.self) }
    }
}
