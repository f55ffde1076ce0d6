import Foundation
import RoadbookCLI
import TestSupport
import Testing

@Suite struct GenerateCommandTests {
    private func run(_ arguments: [String], in directory: URL, home: String = "/nonexistent") -> (code: Int32, stdout: String, stderr: String) {
        CLIRun.run(arguments, in: directory, environment: ["HOME": home])
    }

    private func makeSite() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write("title: Weekend\n", to: "site.yaml")
        try site.write("- title: Pack the bags\n", to: "content/todos.yaml")
        try site.write(
            "---\nname: Pantheon\ncityName: Rome\ncoordinates: { latitude: 41.8986, longitude: 12.4769 }\n---\nSee [the list](../todos.yaml).\n",
            to: "content/locations/pantheon.md")
        return site
    }

    @Test func buildsIntoUnderscoreSiteAndSaysSo() throws {
        let site = try makeSite()
        let result = run(["generate"], in: site.url)
        #expect(result.code == 0)
        #expect(result.stdout == "")
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.first == "site.yaml: warning: no 'baseURL' in site.yaml, so sitemap.xml (which needs absolute URLs) is not written")
        #expect(try #require(lines.last).wholeMatch(of: /Generated 8 pages in \d+\.\d\d s into _site\//) != nil)
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_site/locations/pantheon/index.html").path))
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_site/cities/rome/index.html").path))
    }

    @Test func quietPrintsOnlyDiagnostics() throws {
        let site = try makeSite()
        try site.write("title: Weekend\nbaseURL: https://example.org/\n", to: "site.yaml")
        let result = run(["generate", "--source", site.url.path, "--output", site.url.appendingPathComponent("public").path, "--quiet"], in: URL(fileURLWithPath: "/"))
        #expect(result.code == 0)
        #expect(result.stderr == "")
        #expect(FileManager.default.fileExists(atPath: site.url.appendingPathComponent("public/sitemap.xml").path))
    }

    @Test func aBrokenLinkExitsOneWithTheFilesLine() throws {
        let site = try makeSite()
        try site.write(
            "---\nname: Pantheon\ncityName: Rome\ncoordinates: { latitude: 41.8986, longitude: 12.4769 }\n---\nSee [x](colosseum.md).\n",
            to: "content/locations/pantheon.md")
        let result = run(["generate", "--quiet"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stderr.contains("content/locations/pantheon.md:6:5: error: link to 'colosseum.md': no location 'content/locations/colosseum.md'\n"))
        #expect(result.stderr.hasSuffix("error: the build failed with 1 error; the output folder was left as it was\n"))
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_site").path))
    }

    @Test func aDamagedPhotoExitsOneWithItsPathAndKeepsThePreviousOutput() throws {
        let site = try makeSite()
        #expect(run(["generate", "--quiet"], in: site.url).code == 0)
        let before = try site.read("_site/locations/pantheon/index.html")
        try site.write("\u{FF}\u{D8} half a photo", to: "content/images/photo.jpg")
        try site.write(
            "---\nname: Pantheon\ncityName: Rome\ncoordinates: { latitude: 41.8986, longitude: 12.4769 }\nimageNames: [photo]\n---\nDome.\n",
            to: "content/locations/pantheon.md")
        let result = run(["generate", "--quiet"], in: site.url)
        #expect(result.code == 1)
        #expect(result.stderr.contains("content/images/photo.jpg: error: "), "\(result.stderr)")
        #expect(try site.read("_site/locations/pantheon/index.html") == before)
    }

    @Test func refusesAFolderOfSomeoneElsesFilesUnlessForced() throws {
        let site = try makeSite()
        try site.write("keep me", to: "_site/notes.txt")
        let refused = run(["generate"], in: site.url)
        #expect(refused.code == 1)
        #expect(refused.stderr.contains("error: the output folder holds files Roadbook did not write; use --force to replace it"))
        #expect(try site.read("_site/notes.txt") == "keep me")
        #expect(run(["generate", "--force", "--quiet"], in: site.url).code == 0)
        #expect(!FileManager.default.fileExists(atPath: site.url.appendingPathComponent("_site/notes.txt").path))
    }

    @Test func forceNeverReplacesContentNamedInSiteYAML() throws {
        let site = try makeSite()
        try site.write("title: Weekend\n\noutput: content\n", to: "site.yaml")
        let result = run(["generate", "--force", "--quiet"], in: site.url)
        #expect(result.code == 1)
        let first = try #require(result.stderr.split(separator: "\n").first)
        #expect(first.hasPrefix("site.yaml:3:9: error: refusing to build into the site's input folder 'content'"))
        #expect(!result.stderr.contains("--force"))
        #expect(try site.read("content/todos.yaml") == "- title: Pack the bags\n")
    }

    @Test func forceNeverReplacesAFolderHoldingTheHomeFolder() throws {
        let site = try makeSite()
        let home = try TemporaryDirectory()
        try home.write("secret\n", to: "home/user/.ssh/id_ed25519")
        let homes = home.url.appendingPathComponent("home").path
        let result = run(["generate", "--force", "--quiet", "--output", homes], in: site.url, home: homes + "/user")
        #expect(result.code == 1)
        #expect(result.stderr.hasPrefix("error: refusing an output folder that contains the home folder '\(homes)/user'"))
        #expect(!result.stderr.contains("--force"))
        #expect(try home.read("home/user/.ssh/id_ed25519") == "secret\n")
    }

    @Test func forceNeverReplacesAFolderHoldingTheSiteOrALinkToContent() throws {
        let site = try makeSite()
        let parent = site.url.deletingLastPathComponent().path
        let above = run(["generate", "--force", "--quiet", "--output", parent], in: site.url)
        #expect(above.stderr.hasPrefix("error: refusing an output folder that contains the site folder"))
        try FileManager.default.createSymbolicLink(atPath: site.url.appendingPathComponent("public").path, withDestinationPath: "content")
        let linked = run(["generate", "--force", "--quiet", "--output", "public"], in: site.url)
        #expect(linked.code == 1)
        #expect(linked.stderr.hasPrefix("error: refusing to build into the site's input folder 'content'"))
        #expect(try site.read("content/todos.yaml") == "- title: Pack the bags\n")
    }
}
