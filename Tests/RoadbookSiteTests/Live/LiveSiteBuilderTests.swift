import Foundation
import Testing

@testable import RoadbookPages
@testable import RoadbookSite

/// The live site rebuilds exactly the files whose inputs changed, as Observation reports what each page read, and
/// its folder equals what `roadbook generate` writes.
@Suite struct LiveSiteBuilderTests {
    /// A fixture built live into `live/` and the paths each edit rebuilds.
    private struct LiveFixture {
        let site: SiteFixture
        let builder: LiveSiteBuilder
        var liveFolder: URL { site.directory.url.appendingPathComponent("live") }

        init() throws {
            site = try SiteFixture()
            builder = LiveSiteBuilder(source: site.root, output: site.directory.url.appendingPathComponent("live"))
            guard case .built = builder.build() else { throw FixtureError() }
        }

        /// Replaces `old` by `new` in the file at `path` and rebuilds; the output paths built again.
        func edit(_ path: String, replacing old: String, with new: String) throws -> Set<String> {
            let url = site.root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(old), "\(path) does not contain '\(old)'")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
            guard case .built = builder.build(changed: [url.path]) else { throw FixtureError() }
            return builder.lastBuiltPaths
        }
    }

    private struct FixtureError: Error {}

    @Test func editingADescriptionRebuildsThatPlacesPageOnly() throws {
        let live = try LiveFixture()
        let built = try live.edit("content/locations/louvre.md", replacing: "is worth a visit", with: "is worth a long visit")
        // And the trip's exports, which run again whenever a place's page does (their reads of every place are not
        // tracked one by one: cancelling that tracking was 40 % of an edit at 10,000 places); a file whose bytes
        // are the same is not written again.
        #expect(built == ["locations/louvre/index.html", "trip.gpx", "trip.ics", "feed.xml"])
    }

    @Test func renamingAPlaceRebuildsThePagesThatShowItsName() throws {
        let live = try LiveFixture()
        let built = try live.edit("content/locations/colosseum.md", replacing: "name: Colosseum", with: "name: Flavian Amphitheatre")
        // Its page; the list and the home page (cards and maps); Rome's page; the Rome places whose maps show it;
        // the Louvre, whose next place it is (wrapping around); the GeoJSON; the exports, as with any place's page.
        #expect(
            built == [
                "locations/colosseum/index.html", "locations/index.html", "index.html", "cities/rome/index.html",
                "locations/pantheon/index.html",
                "locations/trevi/index.html", "locations/louvre/index.html", "locations.geojson", "trip.gpx", "trip.ics", "feed.xml",
            ])
    }

    @Test func togglingATodoRebuildsItsPageTheListHomeAndStats() throws {
        let live = try LiveFixture()
        let built = try live.edit(
            "content/todos.yaml", replacing: "- id: pack\n  title: Pack the bags\n  isCompleted: false",
            with: "- id: pack\n  title: Pack the bags\n  isCompleted: true")
        // And the calendar, which runs again whenever a todo's page does (its VTODOs).
        #expect(built == ["todos/pack/index.html", "todos/index.html", "index.html", "stats/index.html", "trip.ics"])
    }

    @Test func renamingADoneTodoRebuildsThePagesThatNameIt() throws {
        let live = try LiveFixture()
        let built = try live.edit("content/todos.yaml", replacing: "title: Book flights", with: "title: Book the flights")
        // Its page; the pages whose previous or next link names it (with three todos, both others); the list. Not
        // the home page, which lists pending todos only, nor the statistics; the calendar, as with any todo's page.
        #expect(
            built == [
                "todos/book-flights/index.html", "todos/buy-pass/index.html", "todos/pack/index.html", "todos/index.html", "trip.ics",
            ])
    }

    /// A weight that moves the Colosseum past the two other places of Rome, built as `serve` builds it: the edited
    /// place's nearby places are right at once (its page is served first), the others' once the rest is built.
    @Test func aMovedPlacesNearbyPlacesAreRightForItsPageAndTheOthersAfter() throws {
        let fixture = try LiveFixture()
        let url = fixture.site.root.appendingPathComponent("content/locations/colosseum.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "weight: 10", with: "weight: 35").utf8).write(to: url)
        guard case .built = fixture.builder.build(changed: [url.path], deferring: true) else { throw FixtureError() }
        let site = try #require(fixture.builder.liveSite)
        let ids = (0..<site.placeCount).map { site.place($0).id }
        #expect(ids == ["pantheon", "trevi", "colosseum", "louvre"])
        let finder = NearbyPlaceFinder(coordinates: (0..<site.placeCount).map { site.place($0).coordinates })
        let nearby = { (offset: Int) in site.nearby(ofPlace: offset).map { ids[$0] } }
        #expect(nearby(2) == finder.nearby(of: 2).map { ids[$0] } && nearby(2).contains("pantheon"))
        #expect(site.hasLateReaders)
        _ = fixture.builder.buildAllDeferred()
        #expect(!site.hasLateReaders)
        for offset in ids.indices { #expect(nearby(offset) == finder.nearby(of: offset).map { ids[$0] }, "\(ids[offset])") }
    }

    @Test func anUnchangedFileRebuildsNothing() throws {
        let live = try LiveFixture()
        let built = try live.edit("content/locations/louvre.md", replacing: "Louvre", with: "Louvre")
        #expect(built.isEmpty)
    }

    @Test func theLiveFolderIsWhatGenerateWrites() throws {
        let live = try LiveFixture()
        _ = try live.edit("content/locations/colosseum.md", replacing: "weight: 10", with: "weight: 35")
        try live.site.generator().generate()
        #expect(SiteFixture.files(in: live.liveFolder) == SiteFixture.files(in: live.site.output))
    }
}

extension LiveSiteBuilderTests {
    @Test func addingRemovingAndRenamingPlaceFilesKeepsTheFolderExact() throws {
        let live = try LiveFixture()
        let places = live.site.root.appendingPathComponent("content/locations")
        let louvre = places.appendingPathComponent("louvre.md")
        let text = try String(contentsOf: louvre, encoding: .utf8)
        let added = places.appendingPathComponent("orsay.md")
        try Data(text.replacingOccurrences(of: "name: Louvre", with: "name: Orsay").replacingOccurrences(of: "weight: 40", with: "weight: 5").utf8)
            .write(to: added)
        guard case .built = live.builder.build(changed: [added.path]) else { throw FixtureError() }
        #expect(live.builder.lastBuiltPaths.isSuperset(of: ["locations/index.html", "locations/colosseum/index.html", "locations/orsay/index.html"]))
        try expectSameAsGenerate(live)

        let renamed = places.appendingPathComponent("grand-louvre.md")
        try FileManager.default.moveItem(at: louvre, to: renamed)
        guard case .built = live.builder.build(changed: [louvre.path, renamed.path]) else { throw FixtureError() }
        try expectSameAsGenerate(live)

        try FileManager.default.removeItem(at: added)
        guard case .built = live.builder.build(changed: [added.path]) else { throw FixtureError() }
        try expectSameAsGenerate(live)
    }

    @Test func aBrokenEditFailsAndKeepsTheLastGoodFolderUntilFixed() throws {
        let live = try LiveFixture()
        let before = SiteFixture.files(in: live.liveFolder)
        let file = live.site.root.appendingPathComponent("content/locations/louvre.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "latitude: 48.8606", with: "latitude: 148.8606").utf8).write(to: file)
        guard case .failed(let errors) = live.builder.build(changed: [file.path]) else {
            Issue.record("a latitude of 148 was accepted")
            return
        }
        #expect(errors.diagnostics.contains { $0.isError && $0.location?.path == "content/locations/louvre.md" })
        #expect(SiteFixture.files(in: live.liveFolder) == before)
        try Data(text.replacingOccurrences(of: "latitude: 48.8606", with: "latitude: 48.87").utf8).write(to: file)
        guard case .built = live.builder.build(changed: [file.path]) else { throw FixtureError() }
        try expectSameAsGenerate(live)
    }

    @Test func builtPagesWaitInTheStagingFolderUntilABuildIsGoodAndNoneIsLeftThere() throws {
        let live = try LiveFixture()
        let staging = URL(fileURLWithPath: live.liveFolder.path + ".staging")
        #expect(SiteFixture.files(in: staging).isEmpty, "the first build left staged files")
        let before = SiteFixture.files(in: live.liveFolder)
        let louvre = live.site.root.appendingPathComponent("content/locations/louvre.md")
        let colosseum = live.site.root.appendingPathComponent("content/locations/colosseum.md")
        let louvreText = try String(contentsOf: louvre, encoding: .utf8)
        let colosseumText = try String(contentsOf: colosseum, encoding: .utf8)
        try Data(louvreText.replacingOccurrences(of: "is worth a visit", with: "is worth a long visit").utf8).write(to: louvre)
        // A link to no place: an error found while the Colosseum's page is built, after the content loaded.
        try Data(colosseumText.replacingOccurrences(of: "(pantheon.md)", with: "(pantheon-gone.md)").utf8).write(to: colosseum)
        guard case .failed = live.builder.build(changed: [louvre.path, colosseum.path]) else {
            Issue.record("a link to no place was accepted")
            return
        }
        // The Louvre's new page is built, and waits: the folder is as the last good build left it.
        let waiting = SiteFixture.files(in: staging)
        #expect(waiting.values.contains { String(decoding: $0, as: UTF8.self).contains("is worth a long visit") })
        #expect(SiteFixture.files(in: live.liveFolder) == before)

        try Data(colosseumText.utf8).write(to: colosseum)
        guard case .built = live.builder.build(changed: [colosseum.path]) else { throw FixtureError() }
        let page = try String(contentsOf: live.liveFolder.appendingPathComponent("locations/louvre/index.html"), encoding: .utf8)
        #expect(page.contains("is worth a long visit"))
        #expect(SiteFixture.files(in: staging).isEmpty, "a good build left staged files")
        try expectSameAsGenerate(live)

        // A template change builds every page again, with the same bytes: none is written, none is kept.
        guard case .built = live.builder.build(changed: [live.site.root.appendingPathComponent("templates/place.mustache").path])
        else { throw FixtureError() }
        #expect(live.builder.lastBuiltPaths.contains("locations/louvre/index.html"))
        #expect(SiteFixture.files(in: staging).isEmpty, "pages built again unchanged were left staged")
    }

    private func expectSameAsGenerate(_ live: LiveFixture, sourceLocation: SourceLocation = #_sourceLocation) throws {
        try live.site.generator(force: true).generate()
        let served = SiteFixture.files(in: live.liveFolder)
        let generated = SiteFixture.files(in: live.site.output)
        #expect(served.keys.sorted() == generated.keys.sorted(), sourceLocation: sourceLocation)
        let differing = generated.keys.filter { served[$0] != generated[$0] }.sorted()
        #expect(differing.isEmpty, "differ: \(differing)", sourceLocation: sourceLocation)
    }
}
