import Foundation
import RoadbookContent
import TestSupport
import Testing

/// A place's description, let go once its page is built (`generate`) and nothing after reads it.
@Suite struct PlaceDescriptionTests {
    private static let file = "---\nname: Pantheon\ncityName: Rome\ncoordinates: {latitude: 41.8986, longitude: 12.4769}\n---\nA *temple*.\n"

    private func loadPantheon(in site: TemporaryDirectory) throws -> Place {
        try site.write("title: Rome\n", to: "site.yaml")
        try site.write(Self.file, to: "content/locations/pantheon.md")
        let content = try FileContentDataSource(root: site.url).loadSite()
        return try #require(content.places.first)
    }

    @Test func aDescriptionLetGoIsNoLongerHeldAndItsFileIsNotReadAgain() throws {
        let site = try TemporaryDirectory()
        let place = try loadPantheon(in: site)
        #expect(place.descriptionBody.isHeld)
        #expect(place.description == "A *temple*.\n")
        try site.write(Self.file.replacingOccurrences(of: "A *temple*.", with: "A church."), to: "content/locations/pantheon.md")
        #expect(place.description == "A *temple*.\n", "what the build renders is what it loaded")
        #expect(place.descriptionBody.exportedText == nil)
        place.descriptionBody.release(keeping: "A temple.")
        #expect(!place.descriptionBody.isHeld)
        #expect(place.descriptionBody.heldMarkdown == nil)
        #expect(place.descriptionBody.exportedText == "A temple.", "the text its page made of it, for the exports")
        #expect(place.descriptionBody.length == 12, "its length stays known")
    }

    @Test func theCopiesTheLoadMakesShareTheDescription() throws {
        let site = try TemporaryDirectory()
        let place = try loadPantheon(in: site)
        let copy = place.withPlainTexts { $0.uppercased() }.scheduled(date: nil, track: nil)
        #expect(copy.descriptionBody === place.descriptionBody)
    }

    @Test func lengthAndEndsAreKnownWithoutTheText() throws {
        let long = String(repeating: "a", count: 100) + "middle" + String(repeating: "z", count: 100)
        let other = String(repeating: "a", count: 100) + "MIDDLE" + String(repeating: "z", count: 100)
        let (one, two) = (PlaceDescription(long), PlaceDescription(other))
        #expect(one.length == 206 && two.length == 206)
        // Only the ends are hashed: the two differ in the middle alone.
        #expect(one.endsHash == two.endsHash)
        #expect(PlaceDescription("short").endsHash != PlaceDescription("shorT").endsHash)
    }

    @Test func aPlaceIsEncodedWithItsDescriptionText() throws {
        let place = Place(id: "forum", name: "Forum", cityName: "Rome", coordinates: Coordinates(latitude: 41.89, longitude: 12.48), description: "Ruins.")
        let json = try JSONEncoder().encode(place)
        let object = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
        #expect(object["description"] as? String == "Ruins.")
        #expect(try JSONDecoder().decode(Place.self, from: json).description == "Ruins.")
    }
}
