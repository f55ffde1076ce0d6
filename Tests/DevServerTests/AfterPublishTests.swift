import Foundation
import Parallelism
import TestSupport
import Testing

@testable import DevServer

/// What a rebuild leaves for after its outcome is told (serve's lists, neighbours, documents and search index) runs
/// after the telling and before the next rebuild; open pages are told what it changed, and requests for what it
/// will write wait for it.
@Suite struct AfterPublishTests {
    @Test func afterPublishRunsAfterTheOutcomeIsToldAndBeforeTheNextRebuild() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let steps = Locked([String]())
        let server = DevServer(root: folder.url, port: 0) { paths in
            steps.withLock { $0.append("rebuild \(paths.joined())") }
            return .rebuilt(changedPaths: paths)
        } afterPublish: {
            steps.withLock { $0.append("after") }
            return nil
        }
        let versionBefore = server.version
        _ = ConcurrentWork.map(2) { index in server.rebuild(changedPaths: ["\(index)"]) }
        let order = steps.withLock { $0 }
        #expect(order.count == 4)
        #expect(order[1] == "after" && order[3] == "after", "\(order)")
        #expect(Set([order[0], order[2]]) == ["rebuild 0", "rebuild 1"])
        #expect(server.version == versionBefore + 2)
    }

    /// What `afterPublish` changed is told to open pages too (a version more for each part that changed something),
    /// and the paths the rebuild left pending stay pending until the last part is done.
    @Test func afterPublishRunsUntilNothingIsLeftAndItsChangesAreTold() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let pending = PendingPaths()
        let runs = Locked(0)
        let pendingMeanwhile = Locked([Bool]())
        let server = DevServer(root: folder.url, port: 0, liveReload: false, pending: pending) { _ in
            pending.hold(["list/"])
            return .rebuilt(changedPaths: ["edited/"])
        } afterPublish: {
            pendingMeanwhile.withLock { $0.append(pending.contains("list/")) }
            // Two parts, then nothing left: one changes a page, the other nothing (not told).
            let part = runs.withLock { runs in
                runs += 1
                return runs
            }
            guard part <= 2 else { return nil }
            return .rebuilt(changedPaths: part == 1 ? ["list/"] : [])
        }
        let versionBefore = server.version
        server.rebuild(changedPaths: ["x"])
        #expect(runs.withLock { $0 } == 3)
        #expect(pendingMeanwhile.withLock { $0 } == [true, true, true])
        #expect(!pending.contains("list/"))
        #expect(server.version == versionBefore + 2)
    }

    /// A save while the parts a rebuild left run stops them: the next rebuild runs before the rest, which stays
    /// pending and is left to that rebuild's own `afterPublish`.
    @Test func aSaveDuringTheLeftPartsRebuildsBeforeTheRest() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let watched = folder.url.appendingPathComponent("content")
        try FileManager.default.createDirectory(at: watched, withIntermediateDirectories: true)
        let pending = PendingPaths()
        let steps = Locked([String]())
        let pendingAtSecondRebuild = Locked<Bool?>(nil)
        let server = DevServer(root: folder.url, port: 0, watching: [watched], pending: pending) { paths in
            steps.withLock { steps in
                if !steps.isEmpty { pendingAtSecondRebuild.withLock { $0 = pending.contains("list/") } }
                steps.append("rebuild " + paths.map { URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ","))
            }
            pending.hold(["list/"])
            return .rebuilt(changedPaths: ["edited/"])
        } afterPublish: {
            let part = steps.withLock { steps in
                steps.append("part")
                return steps.count(where: { $0 == "part" })
            }
            // The first part of the first rebuild: a second save comes meanwhile.
            if part == 1 { _ = try? folder.write("b\n", to: "content/b.md") }
            return part <= 3 ? .rebuilt(changedPaths: ["list/"]) : nil
        }
        try server.start()
        defer { server.stop() }
        _ = try folder.write("a\n", to: "content/a.md")
        #expect(eventually { steps.withLock { $0.count } >= 6 && !pending.contains("list/") })
        // Under load the watcher may hand a.md's save over in two events (created, then written): a.md may then be
        // rebuilt twice, or come again with b.md. What must hold: the part that saved b.md is followed at once by a
        // rebuild of b.md, and the rest of the parts run after it.
        let order = steps.withLock { $0 }
        let firstPart = try #require(order.firstIndex(of: "part"))
        #expect(order[..<firstPart].allSatisfy { $0 == "rebuild a.md" } && firstPart > 0, "\(order)")
        #expect(order.count == firstPart + 5, "\(order)")
        let second = order.count > firstPart + 1 ? order[firstPart + 1] : ""
        #expect(second.hasPrefix("rebuild ") && second.contains("b.md"), "\(order)")
        #expect(Array(order.dropFirst(firstPart + 2)) == ["part", "part", "part"], "\(order)")
        #expect(pendingAtSecondRebuild.withLock { $0 } == true)
    }

    /// A request for a pending path waits until it is released, then gets the bytes written meanwhile.
    @Test func aRequestForAPendingPathWaitsForTheNewBytes() throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let page = folder.url.appendingPathComponent("list/index.html")
        try FileManager.default.createDirectory(at: page.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("old".utf8).write(to: page)
        let pending = PendingPaths()
        pending.hold(["list/"])
        let responder = StaticSiteResponder(root: folder.url, injectsLiveReload: false, events: EventHub(), pending: pending)
        let answers = ConcurrentWork.map(2) { index -> String in
            guard index == 1 else {
                usleep(200_000)
                try? Data("new".utf8).write(to: page)
                pending.release()
                return ""
            }
            guard case .file(let file) = responder.response(to: HTTPRequest(method: "GET", path: "/list/")).body else { return "" }
            return String(decoding: file.readAll() ?? Data(), as: UTF8.self)
        }
        #expect(answers[1] == "new")
    }

    @Test func aRequestPathNamesTheSitePathOfItsPage() throws {
        #expect(PendingPaths.sitePath(of: try RequestPath.parse("/locations/colosseum/")) == "locations/colosseum/")
        #expect(PendingPaths.sitePath(of: try RequestPath.parse("/locations/colosseum/index.html")) == "locations/colosseum/")
        #expect(PendingPaths.sitePath(of: try RequestPath.parse("/")) == "")
        #expect(PendingPaths.sitePath(of: try RequestPath.parse("/index.html")) == "")
        #expect(PendingPaths.sitePath(of: try RequestPath.parse("/trip.gpx")) == "trip.gpx")
    }
}
