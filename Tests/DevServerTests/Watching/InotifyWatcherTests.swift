import Foundation
import Parallelism
import TestSupport
import Testing

@testable import DevServer

/// The inotify watcher: reports what changed under the watched paths, folders made later included, one report per
/// burst, editors' scratch files ignored.
@Suite struct InotifyWatcherTests {
    private final class Reports: Sendable {
        private let batches = Locked<[[String]]>([])
        func add(_ batch: [String]) {
            batches.withLock { $0.append(batch) }
        }
        var all: [[String]] {
            batches.withLock { $0 }
        }
    }

    @Test func reportsSavesRenamesAndNewFoldersButNotScratchFiles() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try folder.write("title: One\n", to: "site/site.yaml")
        _ = try folder.write("a\n", to: "site/content/locations/a.md")
        _ = try folder.write("other\n", to: "site/other.txt")
        let site = folder.url.appendingPathComponent("site").path
        let reports = Reports()
        let watcher = InotifyWatcher(
            paths: ["site.yaml", "content"].map { URL(fileURLWithPath: site + "/" + $0) }, quietPeriod: .milliseconds(50)
        ) { reports.add($0) }
        watcher.start()
        defer { watcher.stop() }

        // An editor's save: a swap file, a temporary file renamed over the original.
        _ = try folder.write("x\n", to: "site/content/locations/.a.md.swp")
        _ = try folder.write("x\n", to: "site/content/locations/a.md~")
        _ = try folder.write("a, edited\n", to: "site/content/locations/.a.md.tmp")
        #expect(rename(site + "/content/locations/.a.md.tmp", site + "/content/locations/a.md") == 0)
        #expect(eventually { reports.all.flatMap { $0 }.contains(site + "/content/locations/a.md") })
        #expect(!reports.all.flatMap { $0 }.contains { $0.hasSuffix(".swp") || $0.hasSuffix("~") })

        // A folder made after the start, and a file in it; a file outside the watched paths.
        _ = try folder.write("b\n", to: "site/content/more/b.md")
        #expect(eventually { reports.all.flatMap { $0 }.contains(site + "/content/more/b.md") })
        _ = try folder.write("c\n", to: "site/content/more/c.md")
        #expect(eventually { reports.all.flatMap { $0 }.contains(site + "/content/more/c.md") })
        _ = try folder.write("other, edited\n", to: "site/other.txt")
        _ = try folder.write("title: Two\n", to: "site/site.yaml")
        #expect(eventually { reports.all.flatMap { $0 }.contains(site + "/site.yaml") })
        #expect(!reports.all.flatMap { $0 }.contains(site + "/other.txt"))
    }

    @Test func aBurstIsOneReport() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        _ = try folder.write("a\n", to: "content/a.md")
        let reports = Reports()
        // A quiet period far longer than writing 20 small files takes, even on a loaded machine (at 200 ms, a
        // preempted test process once made two reports of one burst).
        let watcher = InotifyWatcher(paths: [folder.url.appendingPathComponent("content")], quietPeriod: .seconds(1)) {
            reports.add($0)
        }
        watcher.start()
        defer { watcher.stop() }
        for index in 0..<20 { try folder.write("\(index)\n", to: "content/file\(index).md") }
        #expect(eventually { reports.all.count == 1 })
        usleep(1_500_000)
        #expect(reports.all.count == 1)
        #expect(reports.all.first?.count == 20)
    }
}
