import Foundation
import TestSupport
import Testing

@testable import RoadbookPages

@Suite struct MapRendererTests {
    func pin(_ name: String, _ latitude: Double, _ longitude: Double, current: Bool = false) -> MapPin {
        MapPin(name: name, cityName: "Rome", latitude: latitude, longitude: longitude, url: "../\(name)/index.html", isCurrent: current)
    }

    @Test func onePlaceOrOneSpotDoesNotDivideByZero() {
        for pins in [[pin("a", 41.9, 12.5)], [pin("a", 41.9, 12.5), pin("b", 41.9, 12.5)]] {
            let svg = MapRenderer().svg(pins: pins, label: "Map")
            #expect(!svg.contains("nan") && !svg.contains("inf"))
            #expect(svg.contains("translate(480 270)"))
        }
    }

    @Test func projectionFitsTheBoxWithPadding() {
        let projection = MapProjection(fitting: [(0, 0), (10, 10)], width: 960, height: 540, padding: 70)
        let northEast = projection.point(latitude: 10, longitude: 10)
        let southWest = projection.point(latitude: 0, longitude: 0)
        #expect(abs(northEast.y - 70) < 0.001)
        #expect(abs(southWest.y - 470) < 0.001)
        #expect(northEast.x > southWest.x)
        #expect(southWest.x >= 70 && northEast.x <= 890)
    }

    @Test func pinsLinkToTheirPlacesAndTheCurrentOneIsLarger() {
        let svg = MapRenderer().svg(pins: [pin("a<b", 41.9, 12.5), pin("c", 41.8, 12.4, current: true)], label: "Map & more")
        #expect(svg.contains(#"aria-label="Map &amp; more""#))
        #expect(svg.contains("<title>a&lt;b</title>"))
        #expect(svg.components(separatedBy: "<a class=\"pin").count == 3)
        #expect(svg.contains(#"<a class="pin pin-current" href="../c/index.html" tabindex="-1" aria-current="page">"#))
        #expect(svg.contains(" scale(1.4)\"/></a>"))
        #expect(svg.contains(" scale(0.98)\"/></a>"))
        // The current pin is drawn last, on top of the others.
        #expect(svg.range(of: "pin-current")!.lowerBound > svg.range(of: "a&lt;b")!.lowerBound)
    }

    @Test func nearbyPlacesMatchesABruteForceSearch() {
        var generator = SystemRandomNumberGenerator()
        let points = (0..<300).map { _ in (Double.random(in: -60...60, using: &generator), Double.random(in: -170...170, using: &generator)) }
        let nearby = NearbyPlaces(coordinates: points.map { ($0.0, $0.1) })
        for index in stride(from: 0, to: 300, by: 37) {
            let cosine = max(0.05, cos(points[index].0 * .pi / 180))
            let expected = points.indices.filter { $0 != index }.sorted { a, b in
                func distance(_ other: Int) -> Double {
                    let dx = (points[other].1 - points[index].1) * cosine
                    let dy = points[other].0 - points[index].0
                    return dx * dx + dy * dy
                }
                return distance(a) < distance(b)
            }.prefix(8)
            #expect(nearby.nearest(to: index, count: 8) == Array(expected))
            let withinTen = nearby.nearest(to: index, count: 300, maximumDegrees: 10)
            #expect(withinTen == points.indices.filter { other in
                let dx = (points[other].1 - points[index].1) * cosine
                let dy = points[other].0 - points[index].0
                return other != index && dx * dx + dy * dy < 100
            }.sorted { a, b in
                let da = pow((points[a].1 - points[index].1) * cosine, 2) + pow(points[a].0 - points[index].0, 2)
                let db = pow((points[b].1 - points[index].1) * cosine, 2) + pow(points[b].0 - points[index].0, 2)
                return da < db
            })
        }
    }

    /// ``MapRenderer/number(_:places:)`` as it was first written, a string for each part.
    private static func referenceNumber(_ value: Double, places: Int) -> String {
        guard value.isFinite else { return "0" }
        let factor = places == 2 ? 100 : 10
        let scaled = Int((value * Double(factor)).rounded())
        let magnitude = abs(scaled)
        let sign = scaled < 0 ? "-" : ""
        let whole = String(magnitude / factor)
        var fraction = String(magnitude % factor)
        if magnitude % factor == 0 { return sign + whole }
        while fraction.count < places { fraction = "0" + fraction }
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return sign + whole + "." + fraction
    }

    @Test func numbersHaveOneOrTwoDecimalsWithoutTrailingZeros() {
        #expect(MapRenderer.number(12.34) == "12.3")
        #expect(MapRenderer.number(12.96) == "13")
        #expect(MapRenderer.number(-0.04) == "0")
        #expect(MapRenderer.number(-0.05) == "-0.1")
        #expect(MapRenderer.number(0.7, places: 2) == "0.7")
        #expect(MapRenderer.number(1.05, places: 2) == "1.05")
        #expect(MapRenderer.number(.nan) == "0")
        #expect(MapRenderer.number(-.infinity, places: 2) == "0")
        var random = SeededRandom(seed: 960)
        for _ in 0..<5_000 {
            let value = (Double(random.next(below: 2_000_001)) - 1_000_000) / Double([1, 7, 100, 1_000, 3][random.next(below: 5)])
            for places in [1, 2] {
                #expect(MapRenderer.number(value, places: places) == Self.referenceNumber(value, places: places), "\(value)")
            }
        }
    }
}
