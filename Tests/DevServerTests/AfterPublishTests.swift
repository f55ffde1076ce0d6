import Foundation
import Parallelism
import TestSupport
import Testing

@testable import DevServer

/// What a rebuild leaves for after its outcome is told (serve's search index) runs after the telling and before the
/// next rebuild, and tells open pages nothing itself.
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
        }
        let versionBefore = server.version
        _ = ConcurrentWork.map(2) { index in server.rebuild(changedPaths: ["\(index)"]) }
        let order = steps.withLock { $0 }
        #expect(order.count == 4)
        #expect(order[1] == "after" && order[3] == "after", "\(order)")
        #expect(Set([order[0], order[2]]) == ["rebuild 0", "rebuild 1"])
        #expect(server.version == versionBefore + 2)
    }
}
