import Foundation
import TestSupport
import Testing

@testable import RoadbookPages

/// The drawn map's labels: placed greedily, never on another label or a pin, never past the edge; dropped when
/// they cannot fit; at least 12 CSS pixels at the widths their layer is shown at.
@Suite struct MapLabelPlacerTests {
    typealias Drawn = (pin: MapPin, point: (x: Double, y: Double), scale: Double, box: MapBox)

    func pin(_ name: String, _ latitude: Double, _ longitude: Double, current: Bool = false, city: String = "Salzburg") -> MapPin {
        MapPin(name: name, cityName: city, latitude: latitude, longitude: longitude, url: "../x/index.html", isCurrent: current)
    }

    /// Every label of every layer of `pins` on `renderer`, with the pins' boxes.
    func placed(_ pins: [MapPin], renderer: MapRenderer = MapRenderer()) -> [(labels: [MapLabel], pins: [MapBox], fontSize: Double)] {
        let projection = MapProjection(
            fitting: pins.map { ($0.latitude, $0.longitude) }, width: renderer.width, height: renderer.height, padding: renderer.padding)
        let drawn = renderer.drawnPins(pins, projection: projection)
        return MapRenderer.labelLayers.map { layer in
            let result = renderer.labels(layer, drawn: drawn, cities: renderer.cityCentres(drawn))
            return (result.pins.map(\.label) + result.cities, drawn.map(\.box), layer.fontSize(canvasWidth: renderer.width))
        }
    }

    func expectClear(_ layers: [(labels: [MapLabel], pins: [MapBox], fontSize: Double)], width: Double, height: Double) {
        for (labels, pins, _) in layers {
            for (index, label) in labels.enumerated() {
                #expect(label.box.isInside(width: width, height: height), "\(label.text) leaves the map")
                for other in labels[(index + 1)...] {
                    #expect(!label.box.intersects(other.box), "\(label.text) meets \(other.text)")
                }
                for box in pins {
                    #expect(!label.box.intersects(box), "\(label.text) covers a pin")
                }
            }
        }
    }

    @Test func pinsSeventyMetresApartNeverGarbleEachOthersLabels() {
        // Salzburg's old town: places a few dozen metres apart, and the fortress at the east edge.
        let pins = [
            pin("Mozart's Birthplace", 47.79997, 13.04336), pin("Salzburg Cathedral", 47.79793, 13.04664),
            pin("Residenzplatz", 47.79852, 13.04698), pin("Getreidegasse", 47.80010, 13.04290),
            pin("St. Peter's Abbey", 47.79690, 13.04590), pin("Hohensalzburg Fortress", 47.79500, 13.04770, current: true),
            pin("Mirabell Palace", 47.80580, 13.04200), pin("Prague Castle", 47.80560, 13.04210, city: "Prague"),
        ]
        let layers = placed(pins)
        expectClear(layers, width: 960, height: 540)
        #expect(layers.allSatisfy { layer in layer.labels.contains { $0.text == "Hohensalzburg Fortress" } }, "the current place is always named")
    }

    @Test func randomCrowdsNeverOverlapAndStayInside() {
        var random = SeededRandom(seed: 22)
        func fraction() -> Double { Double(random.next(below: 1_000_000)) / 1_000_000 }
        for round in 0..<40 {
            let count = 2 + round % 30
            let pins = (0..<count).map { index in
                pin(String(repeating: "Wide Name ", count: 1 + index % 3), 41.8 + 0.15 * fraction(), 12.4 + 0.2 * fraction(),
                    current: index == 0)
            }
            var renderer = MapRenderer()
            if round.isMultiple(of: 2) {
                renderer.width = 480
                renderer.height = 360
                renderer.padding = 60
            }
            expectClear(placed(pins, renderer: renderer), width: renderer.width, height: renderer.height)
        }
    }

    @Test func aLabelThatCannotFitIsLeftOutAndOneAtTheEdgeTurnsInwards() {
        var placer = MapLabelPlacer(width: 200, height: 60, fontSize: 20, obstacles: [])
        #expect(placer.place("A name far too long for this map", near: MapBox(minX: 100, minY: 30, maxX: 100, maxY: 30)) == nil)
        #expect(placer.labels.isEmpty)
        let pinAtTheEdge = MapBox(minX: 180, minY: 20, maxX: 196, maxY: 42)
        let label = placer.place("Fortress", near: pinAtTheEdge)
        #expect(label?.anchor == .end && (label?.box.maxX ?? .infinity) <= pinAtTheEdge.minX)
        // A second label at the same spot takes another one, or none.
        if let second = placer.place("Gate", near: pinAtTheEdge), let label {
            #expect(!second.box.intersects(label.box))
        }
    }

    @Test func everyLayerIsAtLeastTwelveCSSPixelsWhereItIsShown() {
        for canvas in [480.0, 960] {
            for layer in MapRenderer.labelLayers {
                #expect(layer.fontSize(canvasWidth: canvas) * layer.minimumWidth / canvas >= 12)
            }
        }
    }

    @Test func theSVGHasNoTabStopAndItsLabelsAreHiddenFromScreenReaders() {
        let svg = MapRenderer().svg(pins: [pin("a", 47.8, 13.04), pin("b", 47.79, 13.05, current: true)], label: "Map")
        #expect(svg.components(separatedBy: "<a ").count == 3)
        #expect(svg.components(separatedBy: "tabindex=\"-1\"").count == 3)
        #expect(svg.contains("<g class=\"map-labels map-labels-0\" font-size=\"38.4\" aria-hidden=\"true\">"))
    }

    @Test func aCrowdedMapDrawsDotsClearOfItsLabels() {
        let pins = (0..<400).map { (index: Int) -> MapPin in
            let latitude = 40.0 + Double(index % 20) * 0.5
            let longitude = 2.0 + Double(index / 20) * 0.7
            return pin("Place \(index)", latitude, longitude, current: index == 7)
        }
        let svg = MapRenderer().svg(pins: pins, label: "Map")
        #expect(svg.components(separatedBy: "<a ").count == 2, "only the current place is a pin")
        #expect(svg.components(separatedBy: "h0").count == 400)
        #expect(svg.utf8.count < 400 * 40 + 12_000)
        expectClear(placed(pins), width: 960, height: 540)
    }

    @Test func widthsAreGenerousForWideLettersAndFreeForCombiningMarks() {
        #expect(LabelWidth.of("WWW", fontSize: 10) > LabelWidth.of("iii", fontSize: 10) * 2)
        #expect(LabelWidth.of("e\u{301}", fontSize: 10) == LabelWidth.of("e", fontSize: 10))
        #expect(LabelWidth.of("東京", fontSize: 10) >= 20)
    }
}
