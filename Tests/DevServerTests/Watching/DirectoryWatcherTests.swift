import Foundation
import TestSupport
import Testing

@testable import DevServer

@Suite struct DirectoryWatcherTests {
    @Test func snapshotSeesEditsAdditionsRemovalsAndIgnoresEditorScratch() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("a", to: "content/a.md")
        try folder.write("b", to: "content/sub/b.md")
        let paths = [folder.url.appendingPathComponent("content"), folder.url.appendingPathComponent("site.yaml")]
        let before = FileSnapshot.take(of: paths)
        #expect(before.stamps.count == 4)  // content, a.md, sub, sub/b.md
        #expect(FileSnapshot.take(of: paths).changes(since: before).isEmpty)

        try folder.write("b, longer", to: "content/sub/b.md")
        try folder.write("yaml", to: "site.yaml")
        try folder.write("scratch", to: "content/.a.md.swp")
        try folder.write("scratch", to: "content/a.md~")
        try folder.write("", to: "content/.todos.yaml.lock")  // what `roadbook todo` locks
        try FileManager.default.removeItem(at: folder.url.appendingPathComponent("content/a.md"))
        let changed = FileSnapshot.take(of: paths).changes(since: before).map { String($0.dropFirst(folder.url.path.count + 1)) }
        #expect(changed == ["content/a.md", "content/sub/b.md", "site.yaml"])
    }

    @Test func snapshotSeesASameSizeRewrite() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("aaaa", to: "site.yaml")
        let paths = [folder.url.appendingPathComponent("site.yaml")]
        let before = FileSnapshot.take(of: paths)
        // An editor that saves by writing a new file and renaming it over the old one: same size, new inode.
        try folder.write("bbbb", to: "site.yaml.new")
        try FileManager.default.removeItem(at: paths[0])
        try FileManager.default.moveItem(at: folder.url.appendingPathComponent("site.yaml.new"), to: paths[0])
        #expect(FileSnapshot.take(of: paths).changes(since: before) == [paths[0].path])
    }

    @Test func watcherCallsBackOnAChangeAndStopsCleanly() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        try folder.write("one", to: "templates/page.mustache")
        let seen = Seen()
        let watcher = DirectoryWatcher(
            paths: [folder.url.appendingPathComponent("templates"), folder.url.appendingPathComponent("static")],
            interval: .milliseconds(50)
        ) { changed in seen.record(changed) }
        watcher.start()
        usleep(200_000)
        #expect(seen.all.isEmpty)
        try folder.write("two, longer", to: "templates/page.mustache")
        #expect(eventually { seen.all.contains(folder.url.path + "/templates/page.mustache") })
        try folder.write("new", to: "static/favicon.ico")
        #expect(eventually { seen.all.contains(folder.url.path + "/static/favicon.ico") })
        watcher.stop()
        let count = seen.all.count
        try folder.write("after stop", to: "templates/page.mustache")
        usleep(300_000)
        #expect(seen.all.count == count)
    }
}

/// Paths reported by a watcher, across threads.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [String] = []

    func record(_ changed: [String]) {
        lock.lock()
        paths += changed
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return paths
    }
}
