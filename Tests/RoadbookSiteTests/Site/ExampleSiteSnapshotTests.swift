import Foundation
import TestSupport
import Testing
@testable import RoadbookContent
@testable import RoadbookSite

/// Golden files of the example site (the repository root): one page of each kind, looked at in a browser
/// before recording. Re-record with `RECORD_SNAPSHOTS=1 swift test --filter ExampleSiteSnapshotTests`
/// (recording fails the run, so a recorded file is always reviewed).
@Suite struct ExampleSiteSnapshotTests {
    static let packageRoot = RepositoryRoot.url
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static let pages = [
        "index.html", "todos/index.html", "todos/book-flights/index.html", "locations/index.html",
        "locations/colosseum/index.html", "cities/rome/index.html", "stats/index.html", "404.html",
    ]

    @Test(arguments: pages)
    func examplePage(_ path: String) throws {
        let directory = try TemporaryDirectory()
        let output = directory.url.appendingPathComponent("site")
        let generator = SiteGenerator(
            source: Self.packageRoot, dataSource: FileContentDataSource(root: Self.packageRoot), output: output, home: "/nonexistent-home")
        try generator.generate()
        let html = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        let snapshot = Self.snapshots.appendingPathComponent(path.replacingOccurrences(of: "/", with: "_"))
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try FileManager.default.createDirectory(at: Self.snapshots, withIntermediateDirectories: true)
            try Data(html.utf8).write(to: snapshot)
            Issue.record("recorded \(snapshot.lastPathComponent); look at it, then run again without RECORD_SNAPSHOTS")
            return
        }
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(html == expected, "\(path) differs from Snapshots/\(snapshot.lastPathComponent)")
    }
}
