import Diagnostics
import Foundation
import TestSupport
import Testing
@testable import SiteFiles

/// Generating a site that anyone could have changed: nothing outside it is read or published, nothing blocks,
/// nothing multiplies, and one run reports every problem.
@Suite struct UntrustedSiteTests {
    private let fileManager = FileManager.default

    private func link(_ path: String, to target: String, in site: SiteFixture) throws {
        let url = site.root.appendingPathComponent(path)
        try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? fileManager.removeItem(at: url)
        try fileManager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    /// The errors of a run that must fail, as printed.
    private func errors(of site: SiteFixture) -> [String] {
        do {
            try site.generator().generate()
            Issue.record("the build succeeded")
            return []
        } catch {
            return error.diagnostics.filter(\.isError).map(\.description)
        }
    }

    @Test func aLinkToEtcPasswdInStaticIsAnErrorAndNothingIsPublished() throws {
        let site = try SiteFixture()
        try link("static/passwd.txt", to: "/etc/passwd", in: site)
        #expect(errors(of: site) == ["static/passwd.txt: error: links outside the site folder ('/etc/passwd')"])
        #expect(!fileManager.fileExists(atPath: site.output.path))
    }

    @Test func linkedLocationsTemplatesImagesAndFoldersOutsideAreErrorsAtTheLinks() throws {
        let site = try SiteFixture()
        let outside = site.directory.url.appendingPathComponent("outside")
        try fileManager.createDirectory(at: outside, withIntermediateDirectories: true)
        let real = try #require(RealPath.resolve(outside.path))
        for name in ["place.md", "logo.svg", "theme.css"] {
            try Data("x\n".utf8).write(to: outside.appendingPathComponent(name))
        }
        try link("content/locations/stolen.md", to: outside.path + "/place.md", in: site)
        try link("content/images/stolen.svg", to: outside.path + "/logo.svg", in: site)
        try link("templates/theme.css", to: outside.path + "/theme.css", in: site)
        try link("static/elsewhere", to: outside.path, in: site)
        #expect(errors(of: site) == [
            "content/images/stolen.svg: error: links outside the site folder ('\(real)/logo.svg')",
            "content/locations/stolen.md: error: links outside the site folder ('\(real)/place.md')",
            "static/elsewhere: error: links outside the site folder ('\(real)')",
            "templates/theme.css: error: links outside the site folder ('\(real)/theme.css')",
        ])
    }

    @Test func aSiteYAMLLinkedOutsideIsAnError() throws {
        let site = try SiteFixture()
        let outside = site.directory.url.appendingPathComponent("other-site.yaml")
        try Data("title: Someone else's\n".utf8).write(to: outside)
        let real = try #require(RealPath.resolve(outside.path))
        try link("site.yaml", to: outside.path, in: site)
        #expect(errors(of: site) == ["site.yaml: error: links outside the site folder ('\(real)')"])
    }

    @Test func linksThatStayInsideTheSiteAreFine() throws {
        let site = try SiteFixture()
        try link("static/favicon.svg", to: "../content/images/colosseum-1.svg", in: site)
        try link("static/pictures", to: "../content/images", in: site)
        try site.generator().generate()
        #expect(fileManager.fileExists(atPath: site.output.appendingPathComponent("favicon.svg").path))
        #expect(fileManager.fileExists(atPath: site.output.appendingPathComponent("pictures/louvre-2.svg").path))
    }

    @Test func fifosAnywhereTheBuildReadsAreErrorsAndNeverBlock() throws {
        let site = try SiteFixture()
        let paths = ["static/pipe", "content/images/pipe.png", "templates/pipe.css", "content/locations/pipe.md", "content/todos.yaml"]
        for path in paths {
            let url = site.root.appendingPathComponent(path)
            try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? fileManager.removeItem(at: url)
            try #require(mkfifo(url.path, 0o644) == 0)
        }
        let root = site.root
        let result = Deadline.run(unblock: { for path in paths { Self.release(root.appendingPathComponent(path).path) } }) {
            errors(of: site)
        }
        let message = "error: is a FIFO (named pipe), not a regular file; Roadbook reads only regular files"
        #expect(result == paths.sorted().map { "\($0): \(message)" })
    }

    @Test func aFIFOForSiteYAMLIsAnErrorAndDoesNotBlock() throws {
        let site = try SiteFixture()
        let path = site.root.appendingPathComponent("site.yaml").path
        try fileManager.removeItem(atPath: path)
        try #require(mkfifo(path, 0o644) == 0)
        let result = Deadline.run(unblock: { Self.release(path) }) { errors(of: site) }
        #expect(result == ["site.yaml: error: is a FIFO (named pipe), not a regular file; Roadbook reads only regular files"])
    }

    @Test func aStaticFanOutDoesNotMultiplyTheOutput() throws {
        let site = try SiteFixture()
        for level in 0..<16 {
            for name in ["a", "b"] { try link("static/fan/l\(level)/\(name)", to: "../l\(level + 1)", in: site) }
            try site.write(String(repeating: "x", count: 1000), to: "static/fan/l\(level)/data.txt")
        }
        try fileManager.createDirectory(at: site.root.appendingPathComponent("static/fan/l16"), withIntermediateDirectories: true)
        let report = try site.generator().generate()
        let copied = SiteFixture.files(in: site.output.appendingPathComponent("fan"))
        #expect(copied.count == 16)
        #expect(report.warnings.count(where: { $0.message.hasPrefix("is the same folder as") }) == 32)
    }

    @Test func oneRunReportsContentMarkdownLinkAndTemplateErrorsSorted() throws {
        let site = try SiteFixture(colosseumBody: "See [nothing](missing.md) and [the Louvre](louvre.md).")
        // The Louvre has a bad coordinate: it is left out, but a link to it is not another error.
        let louvre = site.root.appendingPathComponent("content/locations/louvre.md")
        let text = try String(contentsOf: louvre, encoding: .utf8).replacingOccurrences(of: "latitude: 48.8606", with: "latitude: 148.8606")
        try Data(text.utf8).write(to: louvre)
        try site.write("{{<layout}}{{$main}}{{#unclosed}}{{/main}}{{/layout}}\n", to: "templates/home.mustache")
        let found = errors(of: site)
        #expect(found.count == 3)
        #expect(found.first == "content/locations/colosseum.md:9:5: error: link to 'missing.md': no location 'content/locations/missing.md'")
        #expect(found.dropFirst().first?.hasPrefix("content/locations/louvre.md:4:") == true)
        #expect(found.last?.hasPrefix("templates/home.mustache:1:") == true)
    }

    @Test func theLinksOfAPlaceWithErrorsAreCheckedInTheSameRun() throws {
        let site = try SiteFixture(colosseumBody: "See [nothing](missing.md).")
        let colosseum = site.root.appendingPathComponent("content/locations/colosseum.md")
        let text = try String(contentsOf: colosseum, encoding: .utf8).replacingOccurrences(of: "longitude: 12.4922", with: "longitude: 212.4922")
        try Data(text.utf8).write(to: colosseum)
        let found = errors(of: site)
        #expect(found.count == 2)
        #expect(found.first?.hasPrefix("content/locations/colosseum.md:4:") == true)
        #expect(found.last == "content/locations/colosseum.md:9:5: error: link to 'missing.md': no location 'content/locations/missing.md'")
    }

    @Test func controlCharactersInTextFieldsAreErrorsAtTheCharacter() throws {
        let site = try SiteFixture(colosseumBody: "Fine.\n\nA bell \u{7} here.")
        try site.write("- title: \"Red \\e[31m alert\"\n- title: Pack the bags\n", to: "content/todos.yaml")
        try site.write("title: \"Trip\\0\"\n", to: "site.yaml")
        #expect(errors(of: site) == [
            "content/locations/colosseum.md:11:8: error: control character U+0007 is not allowed; only tab and newline are",
            "content/todos.yaml:1:15: error: control character U+001B is not allowed in 'title'; only tab and newline are",
            "site.yaml:1:13: error: control character U+0000 is not allowed in 'title'; only tab and newline are",
        ])
    }

    @Test func aControlCharacterInAKeyIsAnErrorNotAnUnknownKeyEchoedRaw() throws {
        let site = try SiteFixture()
        try site.write("- title: Pack\n  \"no\\e\": x\n", to: "content/todos.yaml")
        #expect(errors(of: site) == [
            "content/todos.yaml:2:6: error: control character U+001B is not allowed; only tab and newline are"
        ])
    }

    @Test func aTemplateThatIsNotUTF8IsAnErrorAtTheByte() throws {
        let site = try SiteFixture()
        var bytes = Data("<p>{{site.title}}</p>\n<p>caf".utf8)
        bytes.append(0xE9)
        try FileManager.default.createDirectory(at: site.root.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try bytes.write(to: site.root.appendingPathComponent("templates/home.mustache"))
        #expect(errors(of: site) == ["templates/home.mustache:2:7: error: byte 0xE9 is not valid UTF-8; save the file as UTF-8 text"])
    }

    @Test func aRawNULAndANonUTF8ByteAreReportedAtTheirPosition() throws {
        let site = try SiteFixture()
        try site.write("- title: Book flights\n- title: Pack\u{0}the bags\n", to: "content/todos.yaml")
        var bytes = Data("---\nname: Caf".utf8)
        bytes.append(0xE9)  // Latin-1 é
        bytes.append(contentsOf: Data("\ncityName: Paris\n---\n".utf8))
        try bytes.write(to: site.root.appendingPathComponent("content/locations/louvre.md"))
        #expect(errors(of: site) == [
            "content/locations/louvre.md:2:10: error: byte 0xE9 is not valid UTF-8; save the file as UTF-8 text",
            "content/todos.yaml:2:14: error: control character U+0000 is not allowed; only tab and newline are",
        ])
    }

    /// Opens the FIFO for writing without blocking, which releases a reader blocked on it.
    private static func release(_ path: String) {
        let descriptor = open(path, O_WRONLY | O_NONBLOCK)
        if descriptor >= 0 { close(descriptor) }
    }
}

/// Input nested 50,000 deep in every YAML or JSON file a build reads is an error at its position, not a crash.
@Suite struct DeepInputTests {
    @Test func deepNestingInEveryFileIsAnErrorAtItsPosition() throws {
        let site = try SiteFixture()
        let deepList = String(repeating: "[", count: 50_000) + String(repeating: "]", count: 50_000)
        let deepMapping = String(repeating: "{a: ", count: 50_000) + "1" + String(repeating: "}", count: 50_000)
        try site.write("title: Trip\nmarkdown: \(deepMapping)\n", to: "site.yaml")
        try FileManager.default.removeItem(at: site.root.appendingPathComponent("content/todos.yaml"))
        try site.write(deepList, to: "content/todos.json")
        try site.write("---\nname: Louvre\ncityName: Paris\ncoordinates: \(deepList)\n---\n", to: "content/locations/louvre.md")
        let message = "error: the YAML is nested more than 256 levels deep"
        let error = #expect(throws: DiagnosticList.self) { try site.generator().generate() }
        #expect(error?.diagnostics.filter(\.isError).map(\.description) == [
            "content/locations/louvre.md:4:\(14 + 255): \(message)",
            "content/todos.json:1:257: \(message)",
            "site.yaml:2:\(11 + 255 * 4): \(message)",
        ])
    }
}
