import Foundation
import RoadbookContent
import TestSupport
import Testing

/// A place's description let go once its page is built (`generate`) and read again from its file when asked after.
@Suite struct PlaceDescriptionTests {
    private static let file = "---\nname: Pantheon\ncityName: Rome\ncoordinates: {latitude: 41.8986, longitude: 12.4769}\n---\nA *temple*.\n"

    private func loadPantheon(in site: TemporaryDirectory) throws -> Place {
        try site.write("title: Rome\n", to: "site.yaml")
        try site.write(Self.file, to: "content/locations/pantheon.md")
        let content = try FileContentDataSource(root: site.url).loadSite()
        return try #require(content.places.first)
    }

    @Test func aDescriptionLetGoIsReadAgainFromItsFile() throws {
        let site = try TemporaryDirectory()
        let place = try loadPantheon(in: site)
        #expect(place.descriptionBody.isHeld)
        place.descriptionBody.release()
        #expect(!place.descriptionBody.isHeld)
        #expect(place.description == "A *temple*.\n")
        // Read again each time, not kept: a file changed during the build gives its new text.
        try site.write(Self.file.replacingOccurrences(of: "A *temple*.", with: "A church."), to: "content/locations/pantheon.md")
        #expect(place.description == "A church.\n")
        #expect(!place.descriptionBody.isHeld)
    }

    @Test func theCopiesTheLoadMakesShareTheDescription() throws {
        let site = try TemporaryDirectory()
        let place = try loadPantheon(in: site)
        let copy = place.withPlainTexts { $0.uppercased() }.scheduled(date: nil, track: nil)
        #expect(copy.descriptionBody === place.descriptionBody)
    }

    @Test func aDescriptionMadeInMemoryIsNeverLetGo() {
        let place = Place(
            id: "forum", name: "Forum", cityName: "Rome", coordinates: Coordinates(latitude: 41.89, longitude: 12.48), description: "Ruins.")
        place.descriptionBody.release()
        #expect(place.descriptionBody.isHeld)
        #expect(place.description == "Ruins.")
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
