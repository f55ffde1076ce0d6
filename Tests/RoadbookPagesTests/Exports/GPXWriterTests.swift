import TestSupport
import Testing
@testable import RoadbookPages

@Suite struct GPXWriterTests {
    @Test(arguments: [
        (41.8902, "41.8902"), (-0.5, "-0.5"), (12.0, "12"), (0.00000001, "0"), (-0.00000001, "0"), (1e-5, "0.00001"),
        (179.99999999, "180"), (.nan, "0"), (1e300, "100000000000"), (0.1234567, "0.1234567"), (-12.05, "-12.05"),
        (100.0000001, "100.0000001"), (-0.0, "0"), (9.99999996, "10"), (-1e300, "-100000000000"), (0.0000001, "0.0000001"),
    ])
    func decimalsHaveNoExponentNorTrailingZeros(value: Double, text: String) {
        #expect(GPXWriter.decimal(value) == text)
    }

    @Test func decimalsRoundHalfAwayFromZeroAsRoundedDoes() {
        for step in -3000...3000 {
            // Halves of the seventh decimal, and numbers with a whole part.
            let value = Double(step) * 0.000_000_05 + Double(step / 7) * 1.25
            let units = Int64((value * 1e7).rounded())
            let (whole, fraction) = units.magnitude.quotientAndRemainder(dividingBy: 10_000_000)
            var decimals = String(repeating: "0", count: 7 - String(fraction).count) + String(fraction)
            while decimals.last == "0" { decimals.removeLast() }
            if !decimals.isEmpty { decimals = "." + decimals }
            #expect(GPXWriter.decimal(value) == (units < 0 ? "-" : "") + String(whole) + decimals, "\(value)")
        }
    }

    @Test func placesAreWaypointsAndTheRouteInOrderWithTextEscaped() {
        let first = GPXWaypoint(latitude: 41.89, longitude: 12.49, name: "Tom & Jerry's <café>", city: "Rome", description: "A \"quote\"", link: "locations/a/")
        let second = GPXWaypoint(latitude: 48.85, longitude: 2.35, name: "Louvre", city: "", description: "", link: "locations/b/")
        let track = GPXTrack(name: "Walk", segments: [[GPXTrackPoint(latitude: 1, longitude: 2, elevation: 30.5, time: "2027-04-14T09:30:00Z")], []])
        let xml = String(decoding: GPXWriter(name: "Trip", homeLink: "./").xml(waypoints: [first, second], route: [first, second], tracks: [track]), as: UTF8.self)
        #expect(xml.contains("<name>Tom &amp; Jerry&apos;s &lt;café&gt;</name>"))
        #expect(xml.contains("<desc>A &quot;quote&quot;</desc>"))
        #expect(!xml.contains("<cmt></cmt>"))
        let route = xml.components(separatedBy: "<rte>")[1]
        #expect(route.range(of: "lat=\"41.89\"")!.lowerBound < route.range(of: "lat=\"48.85\"")!.lowerBound)
        #expect(!route.contains("<desc>"), "the descriptions are in the waypoints only")
        #expect(xml.contains("<trkpt lat=\"1\" lon=\"2\"><ele>30.5</ele><time>2027-04-14T09:30:00Z</time></trkpt>"))
        #expect(xml.components(separatedBy: "<trkseg>").count == 2, "an empty segment is left out")
    }
}

/// A track point written in one piece against its numbers written one at a time.
@Suite struct GPXPointMarkupTests {
    @Test func aPointWithoutElevationOrTimeHasOnlyItsCoordinates() {
        var out: [UInt8] = []
        GPXPointMarkup.append(GPXTrackPoint(latitude: -33.8568, longitude: 151.2153, elevation: nil, time: nil), to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "<trkpt lat=\"-33.8568\" lon=\"151.2153\"></trkpt>\n")
    }

    @Test func everyRandomPointHasTheNumbersOfDecimal() {
        var random = SeededRandom(seed: 1_101)
        func number(_ range: Int) -> Double {
            Double(random.next(below: 2 * range * 1_000_000) - range * 1_000_000) / Double(1 + random.next(below: 1_000))
        }
        for _ in 0..<2_000 {
            let (latitude, longitude, elevation) = (number(90), number(180), number(9_000))
            let hasElevation = random.next(below: 2) == 0
            var out: [UInt8] = []
            GPXPointMarkup.append(
                GPXTrackPoint(latitude: latitude, longitude: longitude, elevation: hasElevation ? elevation : nil, time: nil), to: &out)
            let ele = hasElevation ? "<ele>\(GPXWriter.decimal(elevation))</ele>" : ""
            #expect(
                String(decoding: out, as: UTF8.self)
                    == "<trkpt lat=\"\(GPXWriter.decimal(latitude))\" lon=\"\(GPXWriter.decimal(longitude))\">\(ele)</trkpt>\n")
        }
    }
}
