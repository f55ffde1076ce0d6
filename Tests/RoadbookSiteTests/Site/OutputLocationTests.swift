import Diagnostics
import Foundation
import SiteFiles
import Testing

@testable import RoadbookContent
@testable import RoadbookSite

/// `--force` never deletes or replaces the site, its input, `/`, the home folder or a folder above one of them,
/// whatever spelling of the path (links, `..`) names it.
@Suite struct OutputLocationTests {
    private func refusal(_ output: URL, _ site: SiteFixture, home: String = "/nonexistent-home") -> OutputLocation.Refusal? {
        OutputLocation(url: output).refusal(source: site.root, home: home, force: true)
    }

    @Test func refusesEveryInputFolderAndAnythingInsideOne() throws {
        let site = try SiteFixture()
        for name in ["templates", "i18n"] { try site.write("x\n", to: "\(name)/keep.txt") }
        for name in OutputLocation.inputFolderNames {
            #expect(refusal(site.root.appendingPathComponent(name), site) == .inputFolder(name))
        }
        #expect(refusal(site.root.appendingPathComponent("content/locations"), site) == .inputFolder("content"))
        #expect(refusal(site.root.appendingPathComponent("static/build/new"), site) == .inputFolder("static"))
        #expect(refusal(site.root.appendingPathComponent("_site"), site) == nil)
    }

    @Test func resolvesLinksAndDotDotBeforeComparing() throws {
        let site = try SiteFixture()
        let link = site.directory.url.appendingPathComponent("to-content")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: site.root.appendingPathComponent("content").path)
        #expect(refusal(link, site) == .inputFolder("content"))
        #expect(refusal(site.root.appendingPathComponent("content/../content"), site) == .inputFolder("content"))
        // `up/..` where `up` is a link into content/locations: the system resolves it to content/.
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("up").path, withDestinationPath: site.root.appendingPathComponent("content/locations").path)
        #expect(RealPath.resolvingExisting(site.root.path + "/up/..") == RealPath.resolvingExisting(site.root.path + "/content"))
        let siteLink = site.directory.url.appendingPathComponent("site-link")
        try FileManager.default.createSymbolicLink(atPath: siteLink.path, withDestinationPath: site.root.path)
        #expect(refusal(siteLink, site) == .source)
    }

    @Test func refusesTheSiteAndEveryFolderAboveIt() throws {
        let site = try SiteFixture()
        #expect(refusal(site.root, site) == .source)
        #expect(refusal(site.directory.url, site) == .containsSource)
        #expect(refusal(site.directory.url.deletingLastPathComponent(), site) == .containsSource)
        #expect(refusal(URL(fileURLWithPath: "/"), site) == .root)
    }

    @Test func refusesTheHomeFolderAndEveryFolderAboveIt() throws {
        let site = try SiteFixture()
        let home = site.directory.url.appendingPathComponent("home/user")
        try FileManager.default.createDirectory(at: home.appendingPathComponent(".ssh"), withIntermediateDirectories: true)
        #expect(refusal(home, site, home: home.path) == .home(home.path))
        #expect(refusal(home.deletingLastPathComponent(), site, home: home.path) == .containsHome(home.path))
        let link = site.directory.url.appendingPathComponent("home-link")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: home.path)
        #expect(refusal(link, site, home: home.path) == .home(home.path))
        // A home that is itself a link: the folder holding the link contains the home too.
        let homes = site.directory.url.appendingPathComponent("homes")
        try FileManager.default.createDirectory(at: homes, withIntermediateDirectories: true)
        let linkedHome = homes.appendingPathComponent("ana").path
        try FileManager.default.createSymbolicLink(atPath: linkedHome, withDestinationPath: home.path)
        #expect(refusal(homes, site, home: linkedHome) == .containsHome(linkedHome))
        // The password database's home is protected whatever HOME says.
        if let real = OutputLocation.passwordDatabaseHome, FileManager.default.fileExists(atPath: real) {
            #expect(refusal(URL(fileURLWithPath: real), site) == .home(real))
        }
    }

    @Test func refusesAForeignFolderHoldingASiteEvenWithForce() throws {
        let site = try SiteFixture()
        let other = site.directory.url.appendingPathComponent("projects")
        try FileManager.default.createDirectory(at: other.appendingPathComponent("blog/content"), withIntermediateDirectories: true)
        try Data("title: Blog\n".utf8).write(to: other.appendingPathComponent("blog/site.yaml"))
        #expect(refusal(other, site) == .holdsSite("blog/site.yaml"))
    }

    @Test func onlyTheForeignFilesRefusalMentionsForce() {
        let refusals: [OutputLocation.Refusal] = [
            .root, .home("/h"), .containsHome("/h"), .source, .containsSource, .inputFolder("content"), .holdsSite("site.yaml"),
            .notADirectory,
        ]
        for refusal in refusals {
            #expect(!refusal.isOverridable)
            #expect(!refusal.description.contains("--force"))
        }
        #expect(OutputLocation.Refusal.foreignFiles.isOverridable)
    }

    @Test func anOutputFromSiteYAMLIsReportedAtItsKeyAndContentIsKept() throws {
        let site = try SiteFixture()
        try site.write("title: Test Trip\n# the build goes here\noutput: content\n", to: "site.yaml")
        let before = SiteFixture.files(in: site.root.appendingPathComponent("content"))
        let generator = SiteGenerator(
            source: site.root, dataSource: FileContentDataSource(root: site.root), force: true, home: "/nonexistent-home")
        let error = try #require(throws: DiagnosticList.self) { _ = try generator.generate() }
        let diagnostic = try #require(error.diagnostics.first { $0.isError })
        #expect(diagnostic.location == SourceLocation(path: "site.yaml", line: 3, column: 9))
        #expect(diagnostic.message.hasPrefix("refusing to build into the site's input folder 'content'"))
        #expect(SiteFixture.files(in: site.root.appendingPathComponent("content")) == before)
    }

    @Test func replacingAForeignFolderDeletesLinksNotWhatTheyLeadTo() throws {
        let site = try SiteFixture()
        let elsewhere = site.directory.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try Data("keep\n".utf8).write(to: elsewhere.appendingPathComponent("docs/keep.txt"))
        try FileManager.default.createDirectory(at: site.output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: site.output.appendingPathComponent("linked").path, withDestinationPath: elsewhere.path)
        try site.generator(force: true).generate()
        #expect(FileManager.default.fileExists(atPath: elsewhere.appendingPathComponent("docs/keep.txt").path))
        #expect(!FileManager.default.fileExists(atPath: site.output.appendingPathComponent("linked").path))
    }

    @Test func anOutputThatIsALinkIsReplacedWithoutEmptyingItsTarget() throws {
        let site = try SiteFixture()
        let target = site.directory.url.appendingPathComponent("www")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: target.appendingPathComponent("notes.txt"))
        try FileManager.default.createSymbolicLink(atPath: site.output.path, withDestinationPath: target.path)
        try site.generator(force: true).generate()
        #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("index.html").path))
    }

    /// The output can be a checkout of a deploy branch: its `.git` (and `.hg`, `.svn`) survives every build, a
    /// forced one over a folder Roadbook did not write included; everything else is the build's.
    @Test func versionControlFoldersOfTheOutputAreKeptAcrossBuilds() throws {
        let site = try SiteFixture()
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent(".git/refs"), withIntermediateDirectories: true)
        try Data("ref: refs/heads/gh-pages\n".utf8).write(to: site.output.appendingPathComponent(".git/HEAD"))
        try Data("old\n".utf8).write(to: site.output.appendingPathComponent("stale.html"))
        try site.generator(force: true).generate()
        try site.generator().generate()
        let files = SiteFixture.files(in: site.output)
        #expect(files[".git/HEAD"] == Data("ref: refs/heads/gh-pages\n".utf8))
        #expect(files["stale.html"] == nil)
        #expect(files["index.html"] != nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: site.directory.url.path).sorted() == ["out", "site"])
    }

    /// A new build that brings a `.git` of its own cannot take the place of the output's: the swap stops and
    /// both stay as they were.
    @Test func aKeptFolderTheNewBuildAlsoHasStopsTheSwapWithNothingLost() throws {
        let site = try SiteFixture()
        try site.generator().generate()
        try FileManager.default.createDirectory(at: site.output.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("theirs\n".utf8).write(to: site.output.appendingPathComponent(".git/HEAD"))
        let location = OutputLocation(url: site.output)
        let staging = try location.makeStagingDirectory()
        try FileManager.default.createDirectory(at: staging.appendingPathComponent(".git"), withIntermediateDirectories: true)
        #expect(throws: FileOperationError.self) { try location.swapIn(staging) }
        #expect(SiteFixture.files(in: site.output)[".git/HEAD"] == Data("theirs\n".utf8))
        #expect(SiteFixture.files(in: site.output)["index.html"] != nil)
        location.discard(staging)
    }
}
