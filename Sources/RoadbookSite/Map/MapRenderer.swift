import Foundation
import Escaping

/// Draws places as an inline SVG map: a projection fitted to the places, a pin per place in the accent colour
/// (the seed's `LocationMapAnnotationView`: a round head with a dot and a point), the current one at full size
/// and the others at 0.7, each pin a link to its place with a `<title>`; optional city labels.
///
/// Colours come from the theme's CSS classes (`map-*`, `pin`), so the accent colour and dark mode apply.
/// Every text in the SVG is escaped here.
public struct MapRenderer: Sendable {
    /// Canvas width in SVG user units.
    public var width: Double = 960
    /// Canvas height in SVG user units.
    public var height: Double = 540
    /// Free space around the outermost pins (a pin is 44 units tall before scaling).
    public var padding: Double = 72
    /// The size of the current pin (the others are 0.7 of it), relative to a 32 × 44 unit pin.
    public var pinScale: Double = 1.4
    /// Names each pin when the map has at most this many pins.
    public var maximumPinLabels: Int = 10
    /// Labels cities at the middle of their places when there are at most this many cities.
    public var maximumCityLabels: Int = 12

    /// A renderer with the default canvas.
    public init() {}

    /// The SVG markup of a map of `pins`; `label` is its accessible name ("Map of all 12 places"), `idPrefix`
    /// keeps the ids inside the SVG unique when a page shows several maps.
    public func svg(pins: [MapPin], label: String, idPrefix: String = "map") -> String {
        let symbol = "rb-\(idPrefix)-pin"
        let projection = MapProjection(
            fitting: pins.map { ($0.latitude, $0.longitude) }, width: width, height: height, padding: padding)
        var svg = ""
        svg.reserveCapacity(400 + pins.count * 190)
        svg += "<svg class=\"map-svg\" viewBox=\"0 0 \(Self.number(width)) \(Self.number(height))\" role=\"img\" aria-label=\"\(HTMLEscaper.escape(label))\" xmlns=\"http://www.w3.org/2000/svg\">"
        svg += "<defs><symbol id=\"\(symbol)\" viewBox=\"-16 -42 32 44\" width=\"32\" height=\"44\" overflow=\"visible\">"
        svg += "<path class=\"pin-body\" d=\"M0 0 L-7 -16 A15 15 0 1 1 7 -16 Z\"/>"
        svg += "<circle class=\"pin-dot\" cx=\"0\" cy=\"-27\" r=\"6\"/></symbol></defs>"
        svg += "<rect class=\"map-bg\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\" rx=\"12\"/>"
        svg += graticule(idPrefix: idPrefix)
        let cities = cityLabels(pins: pins, projection: projection)
        // North first, so southern pins (lower on the canvas) overlap the ones above them; the current one last.
        let ordered = pins.enumerated().sorted { a, b in
            if a.element.isCurrent != b.element.isCurrent { return !a.element.isCurrent }
            if a.element.latitude != b.element.latitude { return a.element.latitude > b.element.latitude }
            return a.offset < b.offset
        }
        let currentScale = " scale(\((pinScale * 100).rounded() / 100))"
        let otherScale = " scale(\((pinScale * 70).rounded() / 100))"
        for (_, pin) in ordered {
            let point = projection.point(latitude: pin.latitude, longitude: pin.longitude)
            let scale = pin.isCurrent ? currentScale : otherScale
            svg += "<a class=\"pin\(pin.isCurrent ? " pin-current" : "")\" href=\"\(HTMLEscaper.escape(pin.url))\"\(pin.isCurrent ? " aria-current=\"page\"" : "")>"
            svg += "<title>\(HTMLEscaper.escape(pin.name))</title>"
            svg += "<use href=\"#\(symbol)\" x=\"-16\" y=\"-42\" transform=\"translate(\(Self.number(point.x)) \(Self.number(point.y)))\(scale)\"/></a>"
        }
        svg += cities
        if pins.count <= maximumPinLabels {
            svg += "<g class=\"map-pin-labels\" aria-hidden=\"true\">"
            for (_, pin) in ordered {
                let point = projection.point(latitude: pin.latitude, longitude: pin.longitude)
                let anchorsEnd = point.x > width * 0.7
                let x = point.x + (anchorsEnd ? -16 : 16) * (pin.isCurrent ? 1.4 : 1)
                svg += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(point.y - 30))\"\(anchorsEnd ? " text-anchor=\"end\"" : "")\(pin.isCurrent ? " class=\"label-current\"" : "")>\(HTMLEscaper.escape(pin.name))</text>"
            }
            svg += "</g>"
        }
        svg += "</svg>"
        return svg
    }

    /// A light grid, as one SVG pattern (a few bytes instead of a line element per grid line).
    private func graticule(idPrefix: String) -> String {
        let pattern = "rb-\(idPrefix)-grid"
        return "<defs><pattern id=\"\(pattern)\" width=\"80\" height=\"60\" patternUnits=\"userSpaceOnUse\">"
            + "<path class=\"map-grid\" d=\"M80 0V60H0\"/></pattern></defs>"
            + "<rect fill=\"url(#\(pattern))\" x=\"0\" y=\"0\" width=\"\(Self.number(width))\" height=\"\(Self.number(height))\"/>"
    }

    private func cityLabels(pins: [MapPin], projection: MapProjection) -> String {
        var sums: [String: (x: Double, y: Double, count: Int)] = [:]
        var order: [String] = []
        for pin in pins {
            let point = projection.point(latitude: pin.latitude, longitude: pin.longitude)
            if sums[pin.cityName] == nil { order.append(pin.cityName) }
            let sum = sums[pin.cityName] ?? (0, 0, 0)
            sums[pin.cityName] = (sum.x + point.x, sum.y + point.y, sum.count + 1)
        }
        guard order.count <= maximumCityLabels, order.count > 1 else { return "" }
        var labels = "<g class=\"map-labels\" aria-hidden=\"true\">"
        for city in order {
            guard let sum = sums[city] else { continue }
            let x = min(max(sum.x / Double(sum.count), 60), width - 60)
            let y = min(sum.y / Double(sum.count) + 30, height - 12)
            labels += "<text x=\"\(Self.number(x))\" y=\"\(Self.number(y))\" text-anchor=\"middle\">\(HTMLEscaper.escape(city))</text>"
        }
        return labels + "</g>"
    }

    /// A coordinate with at most one decimal, without a trailing `.0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let tenths = Int((value * 10).rounded())
        let magnitude = abs(tenths)
        let sign = tenths < 0 ? "-" : ""
        if magnitude % 10 == 0 { return sign + String(magnitude / 10) }
        return sign + String(magnitude / 10) + "." + String(magnitude % 10)
    }
}
