import Foundation
import TestSupport
import Testing
@testable import RoadbookPages
@testable import RoadbookSite

/// After any sequence of edits, the folder `serve` holds is byte for byte what `roadbook generate` writes from the
/// same files. Seeded random sequences; `ROADBOOK_LIVE_SEQUENCES` runs more of them (default 6 of 12 edits).
@Suite struct LiveExactnessTests {
    static let sequences = Int(ProcessInfo.processInfo.environment["ROADBOOK_LIVE_SEQUENCES"] ?? "") ?? 6
    static let editsPerSequence = 12

    @Test(arguments: 0..<sequences)
    func everySequenceOfEditsEndsWhereGenerateDoes(sequence: Int) throws {
        try runSequence(sequence, builder: { LiveSiteBuilder(source: $0, output: $1) })
    }

    /// The same with every job reading in bulk from its third place, trip part or todo on (as the lists, the days and
    /// the maps of a 10,000-place site do): told of a change to any place, not only to those it read, it still ends
    /// where `generate` does.
    @Test(arguments: 0..<sequences)
    func everySequenceOfEditsEndsWhereGenerateDoesWithReadsInBulk(sequence: Int) throws {
        try runSequence(sequence + 100, builder: { LiveSiteBuilder(source: $0, output: $1, itemsReadOneByOne: 2) })
    }

    private func runSequence(_ sequence: Int, builder makeBuilder: (URL, URL) -> LiveSiteBuilder) throws {
        var site = try EditedSite(seed: UInt64(sequence) &* 7919 &+ 17)
        let builder = makeBuilder(site.fixture.root, site.live)
        guard case .built = builder.build() else {
            Issue.record("the first build failed")
            return
        }
        for step in 0..<Self.editsPerSequence {
            let edit = try site.randomEdit()
            // Odd sequences build as `serve` does: the search index after the pages are served.
            let deferring = sequence % 2 == 1
            let result = builder.build(changed: edit.paths.map { site.fixture.root.path + "/" + $0 }, deferring: deferring)
            if deferring { _ = builder.buildAllDeferred() }
            let generated = Result { try site.fixture.generator(force: true).generate() }
            switch (result, generated) {
            case (.built, .success):
                let served = SiteFixture.files(in: site.live)
                let expected = SiteFixture.files(in: site.fixture.output)
                let differing = Set(served.keys).union(expected.keys).filter { served[$0] != expected[$0] }.sorted()
                #expect(differing.isEmpty, "sequence \(sequence), step \(step), after \(edit.name): \(differing)")
                if !differing.isEmpty { return }
            case (.failed, .failure):
                #expect(edit.isBroken, "sequence \(sequence), step \(step): \(edit.name) failed")
            default:
                Issue.record("sequence \(sequence), step \(step), after \(edit.name): serve \(result), generate \(generated)")
                return
            }
        }
    }

    /// `mv content/locations` away, a place edited there, and the folder moved back under `serve`: the sitemap lists
    /// the places and the todos again (it listed the main pages only, for good: its list of pages was read outside
    /// Observation's tracking), and the edited place is read again (the folder's change forgets its files).
    @Test func thePlacesFolderMovedAwayAndBackEndsWhereGenerateDoes() throws {
        let site = try EditedSite(seed: 1)
        let builder = LiveSiteBuilder(source: site.fixture.root, output: site.live)
        try #require(Self.isBuilt(builder.build()))
        let places = site.fixture.root.appendingPathComponent("content/locations")
        let away = site.fixture.directory.url.appendingPathComponent("locations-away")
        try FileManager.default.moveItem(at: places, to: away)
        _ = builder.build(changed: [places.path])
        try "---\nname: Edited away\ncityName: Rome\ncoordinates: { latitude: 41.9, longitude: 12.5 }\n---\nAway.\n"
            .write(to: away.appendingPathComponent("trevi.md"), atomically: false, encoding: .utf8)
        try FileManager.default.moveItem(at: away, to: places)
        try #require(Self.isBuilt(builder.build(changed: [places.path])))
        try site.fixture.generator(force: true).generate()
        #expect(Self.differences(site) == [])
    }

    /// A template edited while the build fails (a place is broken) reaches the output once the place is fixed: the
    /// build after the fix compiles the templates again (it kept the old ones, as only a place had changed).
    @Test func aTemplateEditedWhileTheBuildFailsIsUsedAfterTheFix() throws {
        let (site, builder, place, good) = try Self.builtColosseumSite(seed: 2)
        try site.fixture.write(Self.brokenPlace, to: place)
        #expect(!Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/" + place])))
        try site.fixture.write("<h1>Lost while broken</h1>\n{{site.title}}\n", to: "templates/404.mustache")
        #expect(!Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/templates/404.mustache"])))
        try site.fixture.write(good, to: place)
        try #require(Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/" + place])))
        try site.fixture.generator(force: true).generate()
        #expect(Self.differences(site) == [])
        let notFound = try String(contentsOf: site.live.appendingPathComponent("404.html"), encoding: .utf8)
        #expect(notFound.contains("Lost while broken"))
    }

    /// What a description edit leaves runs in two parts, the search index, then the exports: `serve` can stop
    /// between them for the next save. The folder is `generate`'s after both.
    @Test func theSearchIndexAndTheExportsAreTwoParts() throws {
        let (site, builder, place, good) = try Self.builtColosseumSite(seed: 5)
        try site.fixture.write(good + "\nZebrawords arrived.\n", to: place)
        try #require(Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/" + place], deferring: true)))
        let index = try #require(builder.buildDeferred())
        #expect(!index.isEmpty && index.allSatisfy { $0.hasPrefix("search/") }, "\(index)")
        #expect(!builder.searchIndexIsStale && builder.hasDeferredWork)
        let exports = try #require(builder.buildDeferred())
        #expect(!exports.isEmpty && exports.allSatisfy { TripExports.allPaths.contains($0) }, "\(exports)")
        #expect(!builder.hasDeferredWork && builder.buildDeferred() == nil)
        try site.fixture.generator(force: true).generate()
        #expect(Self.differences(site) == [])
    }

    /// `serve` serves a changed page before it builds the search index and the exports again: in between, the page
    /// is new and the index is the one before; once the index is built, the folder is `generate`'s again. A failed build leaves
    /// the index for the next good one.
    @Test func theSearchIndexFollowsThePagesAndEndsWhereGenerateDoes() throws {
        let (site, builder, place, good) = try Self.builtColosseumSite(seed: 3)
        try site.fixture.write(good + "\nZebrawords arrived.\n", to: place)
        try #require(Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/" + place], deferring: true)))
        #expect(builder.searchIndexIsStale)
        let page = try String(contentsOf: site.live.appendingPathComponent("locations/colosseum/index.html"), encoding: .utf8)
        #expect(page.contains("Zebrawords"))
        try site.fixture.generator(force: true).generate()
        let waiting = Self.differences(site)
        // The index and the exports (the GPX file holds every description) wait.
        #expect(!waiting.isEmpty && waiting.allSatisfy { $0.hasPrefix("search/") || TripExports.allPaths.contains($0) }, "\(waiting)")
        let changed = try #require(builder.buildAllDeferred())
        #expect(!changed.isEmpty && changed.allSatisfy { $0.hasPrefix("search/") || TripExports.allPaths.contains($0) }, "\(changed)")
        #expect(!builder.searchIndexIsStale)
        #expect(Self.differences(site) == [])
        #expect(builder.buildDeferred() == nil)

        try site.fixture.write(Self.brokenPlace, to: place)
        #expect(!Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/" + place], deferring: true)))
        #expect(builder.buildDeferred() == nil)
        try site.fixture.write(good, to: place)
        try #require(Self.isBuilt(builder.build(changed: [site.fixture.root.path + "/" + place], deferring: true)))
        #expect(builder.buildAllDeferred() != nil)
        try site.fixture.generator(force: true).generate()
        #expect(Self.differences(site) == [])
    }

    /// Dates and tracks edited in turn on a dated trip (a place to another day, past another, out of the trip's
    /// end; a track's points; the trip's start in `site.yaml`, a place before the old start): after each, the
    /// live folder is what `generate` writes.
    @Test func datesAndTracksEditedInTurnEndWhereGenerateDoes() throws {
        let trip = try TripSiteFixture()
        let edits: [(String, () throws -> Void)] = [
            ("content/locations/stop-4.md", { try trip.write(place: 4, date: "2027-04-13") }),
            ("content/locations/stop-3.md", { try trip.write(place: 3, date: "2027-04-14") }),
            ("content/tracks/north.gpx", { try trip.writeTrack("north", from: (42.0, 13.0), to: (42.6, 13.4), bend: 0.3) }),
            ("content/locations/stop-8.md", { try trip.write(place: 8, date: "2027-04-18") }),
            ("content/locations/stop-1.md", { try trip.write(place: 1, date: "2027-04-16") }),
            ("content/tracks/south.gpx", { try trip.writeTrack("south", from: (43.5, 14.5), to: (44.1, 15.2), bend: 0.1) }),
            ("site.yaml", { try trip.site.write("title: Test Trip\nbaseURL: https://example.org/trip/\ntrip: { start: 2027-04-08 }\n", to: "site.yaml") }),
            ("content/locations/stop-3.md", { try trip.write(place: 3, date: "2027-04-09") }),
        ]
        for (path, edit) in edits {
            try edit()
            _ = try trip.rebuild(path)
            #expect(try trip.differencesFromGenerate() == [], "after \(path)")
        }
    }

    /// A place file whose latitude is out of range: the build fails.
    private static let brokenPlace = "---\nname: Broken\ncityName: Rome\ncoordinates: { latitude: 200, longitude: 12 }\n---\n"

    /// An edited site built once by a live builder, with the path of its Colosseum page's file and that file's text.
    private static func builtColosseumSite(seed: UInt64) throws -> (EditedSite, LiveSiteBuilder, place: String, good: String) {
        let site = try EditedSite(seed: seed)
        let builder = LiveSiteBuilder(source: site.fixture.root, output: site.live)
        try #require(isBuilt(builder.build()))
        let place = "content/locations/colosseum.md"
        return (site, builder, place, try String(contentsOf: site.fixture.root.appendingPathComponent(place), encoding: .utf8))
    }

    private static func isBuilt(_ result: LiveBuildResult) -> Bool {
        if case .built = result { return true }
        return false
    }

    /// The output paths whose bytes differ between the folder `serve` holds and what `generate` wrote.
    private static func differences(_ site: EditedSite) -> [String] {
        let served = SiteFixture.files(in: site.live)
        let expected = SiteFixture.files(in: site.fixture.output)
        return Set(served.keys).union(expected.keys).filter { served[$0] != expected[$0] }.sorted()
    }
}

/// An edit: what it was, the files it touched (relative to the site) and whether it breaks the build.
struct SiteEdit {
    let name: String
    let paths: [String]
    var isBroken = false
}

/// The fixture site and a model of its places and todos, edited at random.
struct EditedSite {
    let fixture: SiteFixture
    var live: URL { fixture.directory.url.appendingPathComponent("live") }
    private var random: SeededRandom
    private var places: [String: PlaceText] = [:]
    private var todos: [(id: String, title: String, done: Bool)] = [
        ("book-flights", "Book flights", true), ("buy-pass", "Buy the Roma Pass", false), ("pack", "Pack the bags", false),
    ]
    private var broken: String?
    private var counter = 0

    struct PlaceText {
        var name: String, city: String, latitude: Double, longitude: Double, weight: Int?, images: [String], body: String
        var date: String? = nil, track: String? = nil
        var text: String {
            "---\nname: \(name)\ncityName: \(city)\ncoordinates: { latitude: \(latitude), longitude: \(longitude) }\n"
                + "imageNames: [\(images.joined(separator: ", "))]\n" + (weight.map { "weight: \($0)\n" } ?? "")
                + (date.map { "date: \($0)\n" } ?? "") + (track.map { "track: \($0)\n" } ?? "") + "---\n\(body)\n"
        }
    }

    init(seed: UInt64) throws {
        fixture = try SiteFixture()
        random = SeededRandom(seed: seed)
        for (id, name, city, latitude, longitude, weight) in SiteFixture.places {
            places[id] = PlaceText(
                name: name, city: city, latitude: latitude, longitude: longitude, weight: weight, images: ["\(id)-1"],
                body: "About \(name). See [the Louvre](louvre.md).")
            try write(id)
        }
        try writeTodos()
        try writeTrack(day: 3, points: 40)
    }

    /// `content/tracks/road.gpx`: `points` points near Rome, timed on day `day` of April 2027.
    private func writeTrack(day: Int, points: Int) throws {
        let trackPoints = (0..<points).map { index in
            "<trkpt lat=\"\(41.89 + Double(index) * 0.0007)\" lon=\"\(12.47 + Double(index * index % 17) * 0.0004)\"><ele>\(20 + index % 7)</ele>"
                + "<time>2027-04-\(day < 10 ? "0" : "")\(day)T08:\(index % 60 < 10 ? "0" : "")\(index % 60):00Z</time></trkpt>"
        }
        try fixture.write(
            "<gpx version=\"1.1\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg>\n" + trackPoints.joined(separator: "\n")
                + "\n</trkseg></trk></gpx>\n", to: "content/tracks/road.gpx")
    }

    private mutating func pick<T>(_ items: [T]) -> T { items[random.next(below: items.count)] }
    private var ids: [String] { places.keys.sorted() }
    private var imageNames: [String] { SiteFixture.places.flatMap { ["\($0.0)-1", "\($0.0)-2"] } }

    /// Makes one random edit on disk (the fix first, when the last edit broke the build).
    mutating func randomEdit() throws -> SiteEdit {
        if let file = broken {
            broken = nil
            try write(String(file.dropFirst("content/locations/".count).dropLast(3)))
            return SiteEdit(name: "the fix of \(file)", paths: [file])
        }
        counter += 1
        let id = pick(ids)
        switch random.next(below: 17) {
        case 0:
            let new = "place-\(counter)"
            places[new] = PlaceText(
                name: "Place \(counter)", city: pick(["Rome", "Paris", "Oslo"]), latitude: 41.9 + Double(random.next(below: 100)) / 100,
                longitude: 12.4, weight: random.next(below: 3) == 0 ? nil : random.next(below: 50), images: [],
                body: "New, next to [\(id)](\(id).md).")
            try write(new)
            return SiteEdit(name: "adding \(new)", paths: ["content/locations/\(new).md"])
        case 1 where places.count > 2:
            places[id] = nil
            try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("content/locations/\(id).md"))
            removeLinks(to: id)
            return SiteEdit(name: "removing \(id)", paths: ["content/locations/\(id).md"] + ids.map { "content/locations/\($0).md" })
        case 2:
            let new = id + "-\(counter)"
            places[new] = places[id]
            places[id] = nil
            try FileManager.default.moveItem(
                at: fixture.root.appendingPathComponent("content/locations/\(id).md"),
                to: fixture.root.appendingPathComponent("content/locations/\(new).md"))
            removeLinks(to: id)
            return SiteEdit(name: "renaming \(id) to \(new)", paths: ["content/locations/\(id).md"] + ids.map { "content/locations/\($0).md" })
        case 3: places[id]?.name = "Name \(counter)"
        case 4: places[id]?.latitude += Double(random.next(below: 200)) / 1000 - 0.1
        case 5: places[id]?.weight = random.next(below: 4) == 0 ? nil : random.next(below: 60)
        case 6:
            let images = random.next(below: 3) == 0 ? [] : [pick(imageNames)]
            places[id]?.images = images
        case 7:
            let (label, target, todo) = (pick(ids), pick(ids), pick(todos).id)
            places[id]?.body = "Text \(counter), then [\(label)](\(target).md) and [a todo](../todos.yaml#\(todo))."
        case 8:
            try fixture.write("<h1>Page not found, edit \(counter)</h1>\n{{site.title}}\n", to: "templates/404.mustache")
            return SiteEdit(name: "a template", paths: ["templates/404.mustache"])
        case 9:
            try fixture.write("User-agent: *\n# \(counter)\n", to: "static/robots.txt")
            return SiteEdit(name: "a static file", paths: ["static/robots.txt"])
        case 10:
            // Every other time without search: serve must drop the index's files as generate leaves them out.
            try fixture.write(
                "title: Trip \(counter)\nbaseURL: https://example.org/\(counter)/\n" + (counter % 2 == 0 ? "search: false\n" : ""),
                to: "site.yaml")
            return SiteEdit(name: "site.yaml", paths: ["site.yaml"])
        case 12: places[id]?.date = random.next(below: 4) == 0 ? nil : "2027-04-\(10 + random.next(below: 8))"
        case 13:
            try writeTrack(day: 1 + random.next(below: 20), points: 2 + random.next(below: 200))
            return SiteEdit(name: "the track", paths: ["content/tracks/road.gpx"])
        case 14:
            let hasTrack = places[id]?.track != nil
            places[id]?.track = hasTrack ? nil : "road"
        case 11:
            let file = "content/locations/\(id).md"
            try fixture.write("---\nname: Broken\ncityName: Rome\ncoordinates: { latitude: 200, longitude: 12 }\n---\n", to: file)
            broken = file
            return SiteEdit(name: "a broken \(file)", paths: [file], isBroken: true)
        default:
            try editTodos()
            return SiteEdit(name: "the todos", paths: ["content/todos.yaml"] + ids.map { "content/locations/\($0).md" })
        }
        try write(id)
        return SiteEdit(name: "a field of \(id)", paths: ["content/locations/\(id).md"])
    }

    /// Adds, toggles, moves or removes a todo.
    private mutating func editTodos() throws {
        switch random.next(below: 4) {
        case 0: todos.append(("todo-\(counter)", "Todo number \(counter)", false))
        case 1: todos[random.next(below: todos.count)].done.toggle()
        case 2: todos.insert(todos.removeFirst(), at: random.next(below: todos.count))
        default:
            if todos.count > 2 {
                let gone = todos.remove(at: random.next(below: todos.count)).id
                for id in ids where places[id]?.body.contains(gone) == true { places[id]?.body = "No links." }
                for id in ids { try write(id) }
            }
        }
        try writeTodos()
    }

    private mutating func removeLinks(to id: String) {
        for other in ids where places[other]?.body.contains("(\(id).md)") == true {
            places[other]?.body = "Links removed."
            try? write(other)
        }
    }

    private func write(_ id: String) throws {
        guard let place = places[id] else { return }
        try fixture.write(place.text, to: "content/locations/\(id).md")
    }

    private func writeTodos() throws {
        let text = todos.map { "- id: \($0.id)\n  title: \($0.title)\n  isCompleted: \($0.done)\n" }.joined()
        try fixture.write(text, to: "content/todos.yaml")
    }
}

extension LiveSiteBuilder {
    /// Runs every part of what the last build deferred, as `serve` does after telling the browser; the site paths
    /// they changed, nil when nothing was deferred.
    func buildAllDeferred() -> [String]? {
        var changed: [String]?
        while let part = buildDeferred() { changed = (changed ?? []) + part }
        return changed
    }
}
