import Foundation
import SiteFiles
import Testing

@testable import RoadbookSite

/// The staging folders of builds killed before they finished (SIGKILL, power loss) are removed by the next build of
/// the same output: only folders it can prove are its own (its output's name, a real folder of this user, the
/// marker inside), only while it holds the output's build lock.
@Suite struct OutputLeftoversTests {
    @Test func theNextBuildRemovesTheLeftoversOfKilledBuildsAndNothingElse() throws {
        let site = try SiteFixture()
        let parent = site.output.deletingLastPathComponent()
        let marker = Data(OutputLocation.markerText.utf8)
        func folder(_ name: String, marked: Bool) throws {
            let url = parent.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.appendingPathComponent("locations/x"), withIntermediateDirectories: true)
            try Data("<p>half</p>".utf8).write(to: url.appendingPathComponent("locations/x/index.html"))
            if marked { try marker.write(to: url.appendingPathComponent(OutputLocation.markerName)) }
        }
        try folder(".out.tmp-a1B2c3", marked: true)
        try folder(".out.old-Zz9Yy8", marked: true)
        try folder(".out.tmp-q1w2e3-stopped", marked: true)
        try folder(".out.tmp-nomark", marked: false)  // not provably ours
        try folder(".other.tmp-a1B2c3", marked: true)  // another output's
        try folder(".out.tmp-toolong1", marked: true)  // not a staging name
        try FileManager.default.createSymbolicLink(
            atPath: parent.appendingPathComponent(".out.tmp-link12").path, withDestinationPath: parent.appendingPathComponent(".other.tmp-a1B2c3").path)
        try site.generator().generate()
        let left = try FileManager.default.contentsOfDirectory(atPath: parent.path).filter { $0.hasPrefix(".") }.sorted()
        #expect(left == [".other.tmp-a1B2c3", ".out.tmp-link12", ".out.tmp-nomark", ".out.tmp-toolong1"])
        #expect(FileManager.default.fileExists(atPath: parent.appendingPathComponent(".other.tmp-a1B2c3/locations/x/index.html").path))
    }

    @Test func aStagingFolderIsMarkedFromTheStart() throws {
        let site = try SiteFixture()
        let location = OutputLocation(url: site.output)
        let staging = try location.makeStagingDirectory()
        defer { location.discard(staging) }
        #expect(FileManager.default.contents(atPath: staging.path + "/" + OutputLocation.markerName) == Data(OutputLocation.markerText.utf8))
    }

    @Test(arguments: [
        (".out.tmp-abc123", true), (".out.old-abc123", true), (".out.tmp-abc123-stopped", true), (".out.tmp-abc12", false),
        (".out.tmp-abc1234", false), (".out.new-abc123", false), ("out.tmp-abc123", false), (".out.tmp-abc/23", false),
    ])
    func stagingNames(name: String, isStaging: Bool) {
        #expect(OutputLocation.isStagingName(name, prefix: ".out.") == isStaging)
    }
}
