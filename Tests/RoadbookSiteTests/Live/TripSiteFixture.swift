import Foundation

@testable import RoadbookPages
@testable import RoadbookSite

/// A dated trip on disk for the live builder: eight places over six days (10–15 April 2027), two on the first and
/// two on the fifth day, none on a day of their own; `stop-3` is reached along the track `north`, `stop-6` along
/// `south` (tracks without times: each is on its place's day). The places are 70 km apart, so no place's map shows
/// another (``NearbyPlaceFinder/nearbyKilometres``).
struct TripSiteFixture {
    let site: SiteFixture
    let builder: LiveSiteBuilder
    var root: URL { site.root }
    var live: URL { site.directory.url.appendingPathComponent("live") }

    /// Each place's day of April 2027, by place number.
    static let days = [1: 10, 2: 10, 3: 11, 4: 12, 5: 13, 6: 14, 7: 14, 8: 15]

    init() throws {
        let site = try SiteFixture()
        self.site = site
        builder = LiveSiteBuilder(source: site.root, output: site.directory.url.appendingPathComponent("live"))
        for (id, _, _, _, _, _) in SiteFixture.places {
            try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/locations/\(id).md"))
        }
        try site.write("- id: pack\n  title: Pack the bags\n  due: 2027-04-09\n", to: "content/todos.yaml")
        for number in 1...8 { try write(place: number, date: "2027-04-\(Self.days[number]!)") }
        try writeTrack("north", from: (42.0, 13.0), to: (42.5, 13.5), bend: 0.05)
        try writeTrack("south", from: (43.5, 14.5), to: (44.0, 15.0), bend: 0.05)
        guard case .built = builder.build() else { throw BuildFailed() }
    }

    struct BuildFailed: Error {}

    /// `content/locations/stop-<number>.md` on `date`.
    func write(place number: Int, date: String) throws {
        let track = number == 3 ? "track: north\n" : number == 6 ? "track: south\n" : ""
        try site.write(
            "---\nname: Stop \(number)\ncityName: \(number <= 4 ? "Rome" : "Naples")\n"
                + "coordinates: { latitude: \(41.0 + Double(number) / 2), longitude: \(12.0 + Double(number) / 2) }\n"
                + "date: \(date)\n\(track)---\nStop number \(number).\n", to: "content/locations/stop-\(number).md")
    }

    /// `content/tracks/<id>.gpx`: twenty points from `from` to `to`, bowed sideways by `bend` degrees.
    func writeTrack(_ id: String, from: (Double, Double), to: (Double, Double), bend: Double) throws {
        let points = (0..<20).map { step in
            let share = Double(step) / 19
            let bow = bend * share * (1 - share) * 4
            return "<trkpt lat=\"\(from.0 + (to.0 - from.0) * share + bow)\" lon=\"\(from.1 + (to.1 - from.1) * share - bow)\"/>"
        }
        try site.write(
            "<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><name>\(id)</name><trkseg>\n"
                + points.joined(separator: "\n") + "\n</trkseg></trk></gpx>\n", to: "content/tracks/\(id).gpx")
    }

    /// Builds after the file at `path` (relative to the site) changed; the output paths built again.
    func rebuild(_ path: String, deferring: Bool = false) throws -> Set<String> {
        guard case .built = builder.build(changed: [site.root.appendingPathComponent(path).path], deferring: deferring) else {
            throw BuildFailed()
        }
        return builder.lastBuiltPaths
    }

    /// The output paths whose bytes differ between the live folder and what `generate` writes now.
    func differencesFromGenerate() throws -> [String] {
        try site.generator(force: true).generate()
        let served = SiteFixture.files(in: live)
        let expected = SiteFixture.files(in: site.output)
        return Set(served.keys).union(expected.keys).filter { served[$0] != expected[$0] }.sorted()
    }
}
