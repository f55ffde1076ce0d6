import Foundation
import FuzzTargets
import TestSupport
import Testing

/// Replays every seed and every saved crash of every fuzz target through its harness, so that what the fuzzer
/// once found stays fixed: a violated invariant stops the test run with its message.
@Suite struct FuzzReplayTests {
    /// The repository, three folders above this file.
    static let repository = RepositoryRoot.url
    /// `Regressions/<target>/<input>`, next to this file.
    static let regressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Regressions")

    static let targetNames = FuzzTarget.all.map(\.name)

    @Test(arguments: targetNames)
    func seedsPassTheHarness(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let seeds = target.seeds(Self.repository)
        #expect(seeds.count >= 5, "the seeds of '\(name)' are no longer found in the repository")
        for seed in seeds { target.run(seed) }
    }

    @Test(arguments: targetNames)
    func savedCrashesPassTheHarness(_ name: String) throws {
        let target = try #require(FuzzTarget.named(name))
        let folder = Self.regressions.appendingPathComponent(name)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { !$0.hasPrefix(".") }
        for file in files.sorted() {
            let data = try Data(contentsOf: folder.appendingPathComponent(file))
            target.run([UInt8](data))
        }
    }

    @Test func everyRegressionFolderNamesATarget() throws {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: Self.regressions.path)) ?? []
        let unknown = folders.filter { !$0.hasPrefix(".") && FuzzTarget.named($0) == nil }
        #expect(unknown.isEmpty, "regression folders without a target: \(unknown)")
    }
}
