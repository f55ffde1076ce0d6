import Foundation
import TestSupport
import Testing
@testable import RoadbookPages
@testable import RoadbookSite

/// With `offline: true`, what `serve` holds after edits is what `generate` writes: the same service worker (its cache
/// version and its list of files made from the same digests) and the same manifest.
@Suite struct LiveOfflineTests {
    @Test(arguments: 0..<3)
    func theWorkerAndManifestFollowEditsAsGenerateWritesThem(sequence: Int) throws {
        var site = try EditedSite(seed: UInt64(sequence) &* 104_729 &+ 5)
        let settings = site.fixture.root.appendingPathComponent("site.yaml")
        try (String(contentsOf: settings, encoding: .utf8) + "offline: true\n").write(to: settings, atomically: true, encoding: .utf8)
        let builder = LiveSiteBuilder(source: site.fixture.root, output: site.live)
        guard case .built = builder.build() else {
            Issue.record("the first build failed")
            return
        }
        var before: [String: Data] = [:]
        for step in 0..<6 {
            let edit = try site.randomEdit()
            let result = builder.build(changed: edit.paths.map { site.fixture.root.path + "/" + $0 }, deferring: step % 2 == 0)
            _ = builder.buildAllDeferred()
            guard case .built = result, (try? site.fixture.generator(force: true).generate()) != nil else { continue }
            let served = SiteFixture.files(in: site.live)
            let expected = SiteFixture.files(in: site.fixture.output)
            // An edit of site.yaml writes it without `offline: true`: then neither has the files.
            #expect((served[OfflineFiles.workerPath] != nil) == (expected[OfflineFiles.workerPath] != nil))
            let differing = Set(served.keys).union(expected.keys).filter { served[$0] != expected[$0] }.sorted()
            #expect(differing.isEmpty, "step \(step), after \(edit.name): \(differing)")
            // A page whose bytes changed gives a new worker (a new cache version).
            let pagesChanged = served.keys.filter { $0.hasSuffix(".html") }.contains { served[$0] != before[$0] }
            if let worker = served[OfflineFiles.workerPath], let old = before[OfflineFiles.workerPath] {
                if pagesChanged { #expect(worker != old, "step \(step), after \(edit.name): the pages changed, the worker did not") }
            }
            before = served
        }
    }
}
