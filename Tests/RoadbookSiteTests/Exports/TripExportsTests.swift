import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import RoadbookPages
@testable import RoadbookSite

@Suite struct TripExportsTests {
    /// The fixture site with the Pantheon dated (at a time) and the Louvre dated (all day), and a todo due.
    private func datedSite(baseURL: String? = "https://example.org/trip/") throws -> SiteFixture {
        let site = try SiteFixture(baseURL: baseURL)
        for (id, extra) in [("pantheon", "date: 2027-04-14\ntime: \"09:30\"\n"), ("louvre", "date: 2027-04-20\n")] {
            let path = "content/locations/\(id).md"
            let text = try String(contentsOf: site.root.appendingPathComponent(path), encoding: .utf8)
            try site.write(text.replacingOccurrences(of: "---\nname:", with: "---\n\(extra)name:"), to: path)
        }
        let todos = try String(contentsOf: site.root.appendingPathComponent("content/todos.yaml"), encoding: .utf8)
        try site.write(todos.replacingOccurrences(of: "- id: buy-pass\n", with: "- id: buy-pass\n  due: 2027-04-01\n"), to: "content/todos.yaml")
        return site
    }

    private func text(_ path: String, in site: SiteFixture) throws -> String {
        try String(contentsOf: site.output.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func uidsComeFromTheIdsAndTheHostAndStayFromBuildToBuild() throws {
        let site = try datedSite()
        try site.generator().generate()
        let first = try text("trip.ics", in: site)
        let uids = first.components(separatedBy: "\r\n").filter { $0.hasPrefix("UID:") }
        #expect(uids == ["UID:place-pantheon@example.org", "UID:place-louvre@example.org", "UID:todo-buy-pass@example.org"])
        // Another place edited: every UID and every other line of the calendar stays as it was.
        let trevi = "content/locations/trevi.md"
        let treviText = try String(contentsOf: site.root.appendingPathComponent(trevi), encoding: .utf8)
        try site.write(treviText.replacingOccurrences(of: "is worth a visit", with: "is worth a long visit"), to: trevi)
        try site.generator(force: true).generate()
        #expect(try text("trip.ics", in: site) == first)
    }

    @Test func withoutAnAbsoluteBaseURLTheUIDsTakeTheTitlesSlug() throws {
        let site = try datedSite(baseURL: nil)
        try site.generator().generate()
        let calendar = try text("trip.ics", in: site)
        #expect(calendar.contains("UID:place-pantheon@test-trip\r\n"))
        #expect(!calendar.contains("\r\nURL:"))
        let feed = try text("feed.xml", in: site)
        #expect(feed.contains("<id>urn:uuid:"))
        #expect(feed.contains("<link rel=\"alternate\" type=\"text/html\" href=\"locations/pantheon/\"/>"))
    }

    @Test func theFeedHoldsTheNewestDatedPlacesUpToItsLimit() throws {
        let site = try datedSite()
        let extra = TripExports.feedEntryLimit + 5
        for day in 1...extra {
            let date = day <= 31 ? String(format: "2027-05-%02d", day) : String(format: "2027-06-%02d", day - 31)
            try site.write(
                "---\ndate: \(date)\nname: Stop \(day)\ncityName: Rome\ncoordinates: { latitude: 41.9, longitude: 12.5 }\n---\nStop \(day).\n",
                to: "content/locations/stop-\(day).md")
        }
        try site.generator().generate()
        let feed = try text("feed.xml", in: site)
        #expect(feed.components(separatedBy: "<entry>").count - 1 == TripExports.feedEntryLimit)
        // The five oldest of the extra stops, the Pantheon and the Louvre (April) are left out; the newest is first.
        let entries = feed.components(separatedBy: "<entry>").dropFirst()
        #expect(entries.first?.contains("<title>Stop \(extra)</title>") == true)
        for day in 1...5 { #expect(!feed.contains("<title>Stop \(day)</title>"), "stop \(day)") }
        #expect(feed.contains("<title>Stop 6</title>"))
        #expect(!feed.contains("<title>Pantheon</title>") && !feed.contains("<title>Louvre</title>"))
        // Each entry has its whole description, summary and content, though generate lets the descriptions of the
        // places outside the feed go once their pages are built.
        for (offset, entry) in entries.enumerated() {
            let day = extra - offset
            #expect(entry.components(separatedBy: "Stop \(day).").count - 1 == 2, "stop \(day)")
        }
    }

    @Test func theFeedIsNewestFirstAndEveryPageLinksIt() throws {
        let site = try datedSite()
        try site.generator().generate()
        let feed = try text("feed.xml", in: site)
        let louvre = try #require(feed.range(of: "<title>Louvre</title>"))
        let pantheon = try #require(feed.range(of: "<title>Pantheon</title>"))
        #expect(louvre.lowerBound < pantheon.lowerBound)
        #expect(feed.contains("<updated>2027-04-20T00:00:00Z</updated>"))
        #expect(feed.contains("<updated>2027-04-14T09:30:00Z</updated>"))
        #expect(!feed.contains("<title>Colosseum</title>"), "an undated place is not in the feed")
        for page in ["index.html", "locations/trevi/index.html", "404.html"] {
            #expect(try text(page, in: site).contains("<link rel=\"alternate\" type=\"application/atom+xml\""), "\(page)")
        }
    }

    @Test func anUndatedSiteHasOnlyTheGPXFile() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        #expect(files["trip.gpx"] != nil)
        #expect(files["trip.ics"] == nil)
        #expect(files["feed.xml"] == nil)
        #expect(try !text("index.html", in: site).contains("application/atom+xml"))
    }

    @Test func theFeedTakesAPagesDescriptionOnlyWhenNothingInItIsWrittenFromTheSiteRoot() throws {
        let site = try datedSite()
        // The Pantheon's description with neither a link to a page of the site nor an image; the Louvre's has both.
        let path = "content/locations/pantheon.md"
        let text = try String(contentsOf: site.root.appendingPathComponent(path), encoding: .utf8)
        let body = try #require(text.range(of: "The **Pantheon**"))
        try site.write(text[..<body.lowerBound] + "The **Pantheon** is worth a visit.\n\n## History\n\nBuilt again by Hadrian.\n", to: path)
        let (inputs, _) = try site.generator().checkedInputs(engine: DiagnosticsEngine())
        let rendering = TripExports(builder: PageBuilder(content: inputs.content)).feed
        let builder = PageBuilder(content: inputs.content)
        for kind in builder.allPages { if case .place = kind { _ = builder.page(kind) } }
        let ids = (0..<builder.source.placeCount).map { builder.source.place($0).id }
        let store = try #require(builder.source.feedDescriptions)
        let (pantheonIndex, louvreIndex, colosseumIndex) = try (
            #require(ids.firstIndex(of: "pantheon")), #require(ids.firstIndex(of: "louvre")), #require(ids.firstIndex(of: "colosseum")))
        let pantheon = try #require(store.html(ofPlace: pantheonIndex))
        #expect(pantheon.contains("Built again by Hadrian.") && pantheon.contains("href=\"#history\""))
        #expect(store.html(ofPlace: louvreIndex) == nil)
        #expect(store.html(ofPlace: colosseumIndex) == nil, "an undated place is not in the feed")
        // The feed that takes the Pantheon's page's description is the feed that renders it again.
        #expect(TripExports(builder: builder).feed == rendering)
        #expect(rendering.contains("Built again by Hadrian."))
    }

    @Test func theUUIDOfANameIsFixedAndWellFormed() {
        let urn = TripExports.uuidURN(for: "place colosseum test-trip")
        #expect(urn == TripExports.uuidURN(for: "place colosseum test-trip"))
        #expect(urn != TripExports.uuidURN(for: "place pantheon test-trip"))
        #expect(urn.wholeMatch(of: /urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}/) != nil)
    }

    @Test func descriptionsAreOneLineWithRunsOfWhiteSpaceAsOneSpace() {
        #expect(TripExports.tidy("  Ancient\r\n\r\narena\u{A0}\u{3000} of\tRome\u{2028}") == "Ancient arena of Rome")
        #expect(TripExports.tidy("oʻzbek\u{200B}soʻz") == "oʻzbek\u{200B}soʻz")
        #expect(TripExports.tidy(" \n ") == "")
        #expect(TripExports.tidy("a\u{2009}\u{2009}b \u{85}x\u{7F}") == "a b x\u{7F}")
    }
}
