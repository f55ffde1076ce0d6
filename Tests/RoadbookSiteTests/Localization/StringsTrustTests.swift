import Diagnostics
import Foundation
import RoadbookContent
import RoadbookSite
import TestSupport
import Testing

/// Strings tables a pull request controls: placeholders that would expand to gigabytes, files that are links, FIFOs,
/// folders or not UTF-8, and a key set twice.
@Suite struct StringsTrustTests {
    private static func problems(_ files: [String: String]) -> [String] {
        do {
            _ = try InMemoryContentDataSource(textFiles: files).loadSite()
            Issue.record("expected errors")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// `{places}` thousands of times, each filled with a long plural text, took 4 GB before: now the tagline is
    /// refused where it is written, at once, before anything is filled in.
    @Test func aTextWithThousandsOfPlaceholdersIsRefusedAtItsPosition() {
        let tagline = String(repeating: "{places}", count: 2000)
        let plural = String(repeating: "x", count: 16000)
        let start = DispatchTime.now()
        let problems = Self.problems([
            "site.yaml": "title: Trip\nstrings:\n  home.tagline: \"\(tagline)\"\n  count.places:\n    other: \"{count} \(plural)\"\n"
        ])
        #expect(Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9 < 10)
        #expect(problems.contains { $0.hasPrefix("site.yaml:3:17: error: 'home.tagline' has 2000 placeholders; a text may have at most 32") }, "\(problems)")
    }

    @Test func aTextPastTheLengthLimitIsRefusedAtItsPosition() {
        let plural = String(repeating: "y", count: 20000)
        let problems = Self.problems(["site.yaml": "title: Trip\n", "i18n/en.yaml": "count:\n  places:\n    other: \"\(plural)\"\n"])
        #expect(problems.contains { $0.hasPrefix("i18n/en.yaml:3:5: error: 'count.places' is 20000 bytes long; a text may be at most 16384 bytes") }, "\(problems)")
    }

    @Test func theBuiltInTablesAreWellWithinTheLimits() {
        for language in ["en", "ru", "uz", "az"] {
            for (key, message) in StringTable.builtIn(language)?.messages ?? [:] {
                for form in message.forms { #expect(form.utf8.count < 1024 && form.filter { $0 == "{" }.count <= 8, "\(language) \(key)") }
            }
        }
    }

    @Test func aKeySetBothDottedAndNestedIsAWarning() throws {
        let content = try InMemoryContentDataSource(textFiles: [
            "site.yaml": "title: Trip\nstrings:\n  nav.places: Sights\n  nav:\n    places: Spots\n"
        ]).loadSite()
        #expect(content.strings.text("nav.places") == "Spots")
        #expect(content.warnings.map(\.description).contains(
            "site.yaml:5:5: warning: 'nav.places' is set twice (also at line 3, column 3); the later one is used"), "\(content.warnings)")
    }

    @Test func invalidUTF8InAStringsFileHasAPosition() throws {
        let site = try TemporaryDirectory()
        _ = try site.write("title: Trip\nlanguage: en\n", to: "site.yaml")
        var bytes = Data("nav:\n  places: Sig".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data("hts\n".utf8))
        try FileManager.default.createDirectory(at: site.url.appendingPathComponent("i18n"), withIntermediateDirectories: true)
        try bytes.write(to: site.url.appendingPathComponent("i18n/en.yaml"))
        let error = try #require(throws: DiagnosticList.self) { try FileContentDataSource(root: site.url).loadSite() }
        #expect(error.diagnostics.map(\.description).contains("i18n/en.yaml:2:14: error: a strings file must be UTF-8 text"), "\(error.diagnostics)")
    }

    @Test(arguments: ["link", "fifo", "folder"])
    func aStringsFileThatIsNotAFileOfTheSiteIsAnError(kind: String) throws {
        let site = try TemporaryDirectory()
        _ = try site.write("title: Trip\n", to: "site.yaml")
        let outside = try site.write("nav:\n  places: Stolen\n", to: "../outside-\(UUID().uuidString).yaml")
        defer { try? FileManager.default.removeItem(at: outside) }
        let folder = site.url.appendingPathComponent("i18n")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("en.yaml")
        switch kind {
        case "link": try FileManager.default.createSymbolicLink(at: file, withDestinationURL: outside)
        case "fifo": #expect(mkfifo(file.path, 0o644) == 0)
        default: try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        }
        let error = try #require(throws: DiagnosticList.self) { try FileContentDataSource(root: site.url).loadSite() }
        #expect(error.diagnostics.contains { $0.isError && $0.location?.path == "i18n/en.yaml" }, "\(error.diagnostics)")
    }
}
