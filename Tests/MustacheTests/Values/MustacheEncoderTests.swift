import Foundation
import Mustache
import Testing

@Suite struct MustacheEncoderTests {
    struct Place: Encodable {
        let name: String
        let weight: Int?
        let rating: Double
        let isVisited: Bool
        let notes: String?
        let link: URL
        let tags: [String]
        let coordinates: Coordinates
        let kind: Kind
    }

    struct Coordinates: Encodable {
        let latitude: Double
        let longitude: Double
    }

    enum Kind: String, Encodable { case city, landmark }

    private let place = Place(
        name: "Cristo <Redentor>", weight: nil, rating: 4.75, isVisited: true, notes: nil,
        link: URL(string: "https://example.com/a?b=1")!, tags: ["rio", "view"],
        coordinates: Coordinates(latitude: -22.95, longitude: -43.21), kind: .landmark)

    @Test func encodesStructsListsAndScalars() throws {
        let value = try MustacheEncoder().encode(place)
        guard case .dictionary(let fields) = value else {
            Issue.record("expected a dictionary, got \(value)")
            return
        }
        #expect(fields["name"] == .string("Cristo <Redentor>"))
        #expect(fields["rating"] == .double(4.75))
        #expect(fields["isVisited"] == .bool(true))
        #expect(fields["link"] == .string("https://example.com/a?b=1"))
        #expect(fields["tags"] == .list([.string("rio"), .string("view")]))
        #expect(fields["coordinates"] == .dictionary(["latitude": .double(-22.95), "longitude": .double(-43.21)]))
        #expect(fields["kind"] == .string("landmark"))
    }

    @Test func nilOptionalsArePresentAsNull() throws {
        let value = try MustacheEncoder().encode(place)
        guard case .dictionary(let fields) = value else {
            Issue.record("expected a dictionary, got \(value)")
            return
        }
        #expect(fields["weight"] == .null)
        #expect(fields["notes"] == .null)
        #expect(
            fields.keys.sorted() == ["coordinates", "isVisited", "kind", "link", "name", "notes", "rating", "tags", "weight"])
    }

    @Test func strictModeAcceptsNilOptionalsButNotTypos() throws {
        let value = try MustacheEncoder().encode(place)
        let template = "{{name}} {{#notes}}{{notes}}{{/notes}}{{^weight}}-{{/weight}} {{coordinates.latitude}} {{tags.0}}"
        #expect(Render.problems(template, value) == ["t.mustache:1:88: error: no '0' in 'tags', which is a list"])
        #expect(
            try Render.text("{{name}}|{{^weight}}-{{/weight}}|{{coordinates.latitude}}", value, strict: true)
                == "Cristo &lt;Redentor&gt;|-|-22.95")
        #expect(Render.problems("{{nmae}}", value) == ["t.mustache:1:1: error: no 'nmae' here; did you mean 'name'?"])
    }

    @Test func encodesTopLevelScalarsAndFloatsExactly() throws {
        #expect(try MustacheEncoder().encode("x") == .string("x"))
        #expect(try MustacheEncoder().encode([1, 2]) == .list([.int(1), .int(2)]))
        #expect(try MustacheEncoder().encode(Float(1.21)) == .double(1.21))
        #expect(try MustacheEncoder().encode(["a": Optional<Int>.none]) == .dictionary(["a": .null]))
    }
}
