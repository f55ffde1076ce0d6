import Diagnostics
import Testing
import YAML

private struct Item: Decodable, Equatable {
    let id: String?
    let title: String
    let isCompleted: Bool?
    let notes: String?
}

private struct Place: Decodable {
    struct Coordinates: Decodable {
        let latitude: Double
        let longitude: Double
    }
    let name: Located<String>
    let coordinates: Coordinates
    let imageNames: [String]
    let weight: Int?
}

@Suite struct YAMLDecoderTests {
    @Test func decodesByTheTargetType() throws {
        let items = try YAMLDecoder().decode(
            [Item].self, from: "- title: NO\n  isCompleted: yes\n- title: 123\n  notes: null\n", path: "todos.yaml")
        #expect(items == [
            Item(id: nil, title: "NO", isCompleted: true, notes: nil),
            Item(id: nil, title: "123", isCompleted: nil, notes: nil),
        ])
    }

    @Test func readsJSONWithTheSameKeys() throws {
        let json = #"[{"id": "A1B2", "title": "Buy the pass", "isCompleted": false}]"#
        let items = try YAMLDecoder().decode([Item].self, from: json, path: "todos.json")
        #expect(items.first?.id == "A1B2")
        #expect(items.first?.isCompleted == false)
    }

    @Test func wrongTypeIsAnErrorAtTheValue() {
        let error = #expect(throws: DiagnosticList.self) {
            try YAMLDecoder().decode([Item].self, from: "- title: Pass\n  isCompleted: maybe\n", path: "todos.yaml")
        }
        #expect(error?.diagnostics.map(\.description) == [
            "todos.yaml:2:16: error: 'isCompleted' must be true or false, not 'maybe'"
        ])
    }

    @Test func quotedBooleanIsNotABoolean() {
        #expect(throws: DiagnosticList.self) {
            try YAMLDecoder().decode([Item].self, from: "- title: Pass\n  isCompleted: \"true\"\n", path: "t.yaml")
        }
    }

    @Test func missingKeyIsAnErrorAtTheMapping() {
        let error = #expect(throws: DiagnosticList.self) {
            try YAMLDecoder().decode([Item].self, from: "- title: ok\n- notes: x\n", path: "todos.yaml")
        }
        #expect(error?.diagnostics.first?.description == "todos.yaml:2:3: error: missing key 'title'")
    }

    @Test func nestedValuesAndLocated() throws {
        let text = "name: Colosseum\ncoordinates: { latitude: 41.8902, longitude: 12.4922 }\nimageNames: [a, b]\nweight: 10\n"
        let place = try YAMLDecoder().decode(Place.self, from: text, path: "colosseum.md")
        #expect(place.name.value == "Colosseum")
        #expect(place.name.location == SourceLocation(path: "colosseum.md", line: 1, column: 7))
        #expect(place.coordinates.latitude == 41.8902)
        #expect(place.imageNames == ["a", "b"])
        #expect(place.weight == 10)
    }

    @Test func listWhereAMappingIsExpected() {
        let error = #expect(throws: DiagnosticList.self) {
            try YAMLDecoder().decode(Place.self, from: "name: x\ncoordinates: [1, 2]\nimageNames: []\n", path: "p.md")
        }
        #expect(error?.diagnostics.first?.description
            == "p.md:2:14: error: 'coordinates' must be a mapping of keys to values, not a list")
    }

    @Test func numbersInSeveralForms() throws {
        #expect(try YAMLDecoder().decode([Int].self, from: "[1_000, 0x1F, -3]", path: "n.yaml") == [1000, 31, -3])
        #expect(try YAMLDecoder().decode([Double].self, from: "[1.5, -2e3, 7]", path: "n.yaml") == [1.5, -2000, 7])
        #expect(throws: DiagnosticList.self) { try YAMLDecoder().decode([Int].self, from: "[1.5]", path: "n.yaml") }
    }
}
