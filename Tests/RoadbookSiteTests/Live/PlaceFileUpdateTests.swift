import Foundation
import RoadbookContent
import Testing

@testable import RoadbookSite

/// The quick path of a live rebuild for an edited place file: a dated place's new date, day or track is resolved
/// as the whole load resolves it, and what the whole load would report sends the build to the whole load.
@Suite struct PlaceFileUpdateTests {
    private let stop4 = "content/locations/stop-4.md"

    /// The trip fixture's content, loaded whole with `cache`.
    private func load(_ trip: TripSiteFixture, cache: ContentLoadCache = ContentLoadCache()) throws -> SiteContent {
        try FileContentDataSource(root: trip.root).loadSite(cache: cache)
    }

    private func edit(_ trip: TripSiteFixture, _ frontMatter: String) throws {
        try trip.site.write(
            "---\nname: Stop 4\ncityName: Rome\ncoordinates: { latitude: 43.0, longitude: 14.0 }\n\(frontMatter)---\nStop number 4.\n",
            to: stop4)
    }

    @Test(arguments: ["date: 2027-04-14\n", "date: 2027-04-10\ntime: \"07:15\"\n", "date: 2027-04-12\ntrack: south\n", ""])
    func aDatedPlaceEditedIsPatchedInWhereTheWholeLoadPutsIt(frontMatter: String) throws {
        let trip = try TripSiteFixture()
        let cache = ContentLoadCache()
        let before = try load(trip, cache: cache)
        try edit(trip, frontMatter)
        let patched = try #require(PlaceFileUpdate.patched(before, paths: [stop4], root: trip.root, cache: cache)).content
        let whole = try load(trip)
        // `Place` is equal by id (as in the seed): each schedule field is compared on its own, in list order.
        func schedules(_ content: SiteContent) -> [String] {
            content.places.map { "\($0.id) \(String(describing: $0.date)) \(String(describing: $0.time)) \(String(describing: $0.day)) \($0.track ?? "-")" }
        }
        #expect(schedules(patched) == schedules(whole))
        #expect(patched.places.map(\.coordinates) == whole.places.map(\.coordinates))
    }

    /// What an edit changed, as the live site is told (``ContentChanges``): the edited place, and whether it may have
    /// moved, changed city, coordinates or the trip; nothing claimed unchanged that did change.
    @Test(arguments: [
        ("date: 2027-04-12\n", "Rome", 43.0, ""),  // as it was: only the place named
        ("date: 2027-04-14\n", "Rome", 43.0, "moved trip"),
        ("date: 2027-04-12\ntrack: south\n", "Rome", 43.0, "trip"),
        ("date: 2027-04-12\n", "Naples", 43.0, "cities"),
        ("date: 2027-04-12\n", "Rome", 43.2, "coordinates trip"),
    ])
    func whatAnEditChangedIsSaid(frontMatter: String, city: String, latitude: Double, said: String) throws {
        let trip = try TripSiteFixture()
        let cache = ContentLoadCache()
        let before = try load(trip, cache: cache)
        try trip.site.write(
            "---\nname: Stop 4\ncityName: \(city)\ncoordinates: { latitude: \(latitude), longitude: 14.0 }\n\(frontMatter)---\nNew text.\n",
            to: stop4)
        let changes = try #require(PlaceFileUpdate.patched(before, paths: [stop4], root: trip.root, cache: cache)).changes
        let flags = [
            (changes.placesMoved, "moved"), (changes.citiesChanged, "cities"), (changes.coordinatesChanged, "coordinates"),
            (changes.tripChanged, "trip"),
        ]
        #expect(changes.placeIDs == ["stop-4"])
        #expect(flags.filter(\.0).map(\.1).joined(separator: " ") == said)
    }

    /// One place given another date, weight or none, at every offset of a sorted list, goes where a sort puts it.
    @Test func onePlaceMovedIntoOrderIsWhereASortPutsIt() {
        let rome = Coordinates(latitude: 41.9, longitude: 12.5)
        func place(_ number: Int, day: Int?, weight: Int?) -> Place {
            Place(
                id: "p\(number)", name: "P", cityName: "Rome", coordinates: rome, weight: weight,
                date: day.flatMap { CalendarDate(year: 2027, month: 4, day: $0) })
        }
        let sorted = SiteContent.sortedForList(
            (0..<12).map { place($0, day: $0 % 4 == 0 ? nil : 10 + $0 % 3, weight: $0 % 5 == 0 ? nil : 20 - $0) })
        for offset in sorted.indices {
            for (day, weight) in [(nil, nil), (9, 1), (11, 15), (12, nil), (nil, 3), (14, 99)] as [(Int?, Int?)] {
                var places = sorted
                places[offset] = place(Int(sorted[offset].id.dropFirst())!, day: day, weight: weight)
                let expected = SiteContent.sortedForList(places)
                PlaceFileUpdate.moveIntoOrder(offset, in: &places)
                #expect(places.map(\.id) == expected.map(\.id), "offset \(offset), day \(String(describing: day))")
            }
        }
    }

    @Test(arguments: [
        "date: 2027-04-12\ntrack: nowhere\n",  // no such track
        "day: 3\n",  // a day without the trip's start
        "date: 2031-01-01\n",  // past the longest trip from the earliest date
    ])
    func whatTheWholeLoadWouldReportIsLeftToIt(frontMatter: String) throws {
        let trip = try TripSiteFixture()
        let cache = ContentLoadCache()
        let before = try load(trip, cache: cache)
        try edit(trip, frontMatter)
        #expect(PlaceFileUpdate.patched(before, paths: [stop4], root: trip.root, cache: cache) == nil)
    }
}
