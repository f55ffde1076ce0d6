import Foundation
import Testing
@testable import RoadbookContent
@testable import RoadbookPages

@Suite struct OfflineFilesTests {
    private func entry(_ url: String, _ text: String) -> OfflineEntry {
        OfflineEntry(url: url, digest: StableDigest(of: Data(text.utf8)))
    }

    @Test(arguments: [
        ("index.html", "./"), ("locations/colosseum/index.html", "locations/colosseum/"), ("404.html", "404.html"),
        ("theme.css", "theme.css"), ("images/320/café.webp", "images/320/caf%C3%A9.webp"),
    ])
    func aFileIsKeptUnderTheURLABrowserAsksFor(outputPath: String, url: String) {
        #expect(OfflinePrecache.url(ofOutputPath: outputPath) == url)
    }

    @Test func theThemesScriptsAndStylesAreKeptButNotTheWorkerNorLicences() {
        #expect(OfflinePrecache.keeps(themeAsset: "theme.css"))
        #expect(OfflinePrecache.keeps(themeAsset: "leaflet/leaflet.min.js"))
        #expect(!OfflinePrecache.keeps(themeAsset: OfflineFiles.workerPath))
        #expect(!OfflinePrecache.keeps(themeAsset: "leaflet/LICENSE"))
    }

    @Test func theVersionFollowsTheContentNotTheOrder() {
        let entries = [entry("./", "home"), entry("theme.css", "body{}")]
        #expect(OfflineFiles.version(of: entries) == OfflineFiles.version(of: entries.reversed()))
        #expect(OfflineFiles.version(of: entries) != OfflineFiles.version(of: [entry("./", "home!"), entry("theme.css", "body{}")]))
        #expect(OfflineFiles.version(of: entries).count == 16)
        // The digest is FNV-1a: the same value on every machine and in every run.
        #expect(StableDigest(of: Data("a".utf8)).hex == "af63dc4c8601ec8c")
    }

    /// The digest of an array, of its bytes in pieces, of `Data` and of any sequence of the same bytes is one value.
    @Test func everyWayOfGivingTheBytesGivesOneDigest() {
        let bytes = Array("Samarqand, Registon — 2027".utf8)
        var pieces = StableDigest()
        pieces.add(Array(bytes[..<7]))
        bytes[7...].withUnsafeBytes { pieces.add($0) }
        let sequence = StableDigest(of: bytes.lazy.map { $0 })
        #expect(StableDigest(of: bytes) == sequence)
        #expect(StableDigest(of: Data(bytes)) == sequence)
        #expect(pieces == sequence)
        #expect(StableDigest(of: [UInt8]("a".utf8)).hex == "af63dc4c8601ec8c")
    }

    @Test func theWorkerStartsWithItsVersionAndFilesThenTheThemesScript() {
        let worker = String(decoding: OfflineFiles.worker(entries: [entry("theme.css", "x"), entry("./", "y")], script: Data("// body\n".utf8)), as: UTF8.self)
        let lines = worker.split(separator: "\n", omittingEmptySubsequences: false)
        let version = OfflineFiles.version(of: [entry("theme.css", "x"), entry("./", "y")])
        #expect(lines.contains("const OFFLINE_VERSION = \"\(version)\";"))
        let list = lines.drop { $0 != "const OFFLINE_FILES = [" }.dropFirst().prefix(2)
        #expect(list.first?.hasPrefix("[\"./\",\"") == true)
        #expect(list.last?.hasPrefix("[\"theme.css\",\"") == true)
        #expect(worker.hasSuffix("];\n// body\n"))
    }

    @Test func theManifestStartsAndScopesAtItsOwnFolder() throws {
        let config = SiteConfig(title: "Ipak yoʻli \"2027\"", language: "uz", accentColor: "#0a7d6f", offline: true)
        let json = try JSONSerialization.jsonObject(with: Data(OfflineManifest(config: config).json.utf8)) as? [String: Any]
        #expect(json?["name"] as? String == "Ipak yoʻli \"2027\"")
        #expect(json?["start_url"] as? String == "./")
        #expect(json?["scope"] as? String == "./")
        #expect(json?["display"] as? String == "standalone")
        #expect(json?["theme_color"] as? String == "#0a7d6f")
        #expect((json?["icons"] as? [[String: String]])?.first?["src"] == "favicon.svg")
    }
}
