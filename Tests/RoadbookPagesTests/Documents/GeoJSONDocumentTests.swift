import Foundation
import Testing

@testable import RoadbookContent
@testable import RoadbookPages

@Suite struct GeoJSONDocumentTests {
    /// Places whose text and numbers take every path of the direct writer: quotes, backslashes, tab and newline,
    /// letters outside ASCII, slashes, an absent link, whole numbers, a negative zero, tiny and exact values.
    private let places = [
        Place(
            id: "a-1", name: "Say \"hi\" \\ there", cityName: "Zürich\tand\nmore", coordinates: Coordinates(latitude: 41, longitude: -0.0),
            link: "https://en.wikipedia.org/wiki/A_(b)"),
        Place(id: "b", name: "東京 😀", cityName: "x/y", coordinates: Coordinates(latitude: 0.00001, longitude: -179.99999)),
        Place(
            id: "c", name: "", cityName: "C", coordinates: Coordinates(latitude: 12.49223, longitude: 0.1 + 0.2), link: ""),
    ]

    @Test func writesTheBytesJSONEncoderWrites() throws {
        let document = GeoJSONDocument(places)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let encoded = String(decoding: try encoder.encode(document), as: UTF8.self)
        #expect(document.jsonText == encoded)
    }

    @Test func anEmptySiteIsAnEmptyCollection() {
        #expect(GeoJSONDocument([]).jsonText == "{\"features\":[],\"type\":\"FeatureCollection\"}")
    }

    @Test func wholeNumbersLoseTheirPointZero() {
        let text = GeoJSONDocument([places[0]]).jsonText
        #expect(text.hasPrefix(#"{"features":[{"geometry":{"coordinates":[-0,41],"type":"Point"}"#))
        #expect(GeoJSONDocument([places[1]]).jsonText.contains(#""coordinates":[-179.99999,1e-05]"#))
    }
}
