import Foundation
import TestSupport
import Testing

/// A build stopped by SIGTERM or Ctrl-C removes its half-written staging folder instead of leaving it beside the
/// output.
@Suite struct GenerateInterruptTests {
    @Test(.enabled(if: TodoConcurrencyTests.binary != nil, "the roadbook binary is not built next to the tests"))
    func aStoppedBuildLeavesNoStagingFolder() throws {
        guard let binary = TodoConcurrencyTests.binary else { return }
        let folder = try TemporaryDirectory()
        try StoppableBuild.writeSite(in: folder)
        let process = try StoppableBuild.start(
            binary,
            ["generate", "--source", folder.url.appendingPathComponent("site").path, "--output", folder.url.appendingPathComponent("out").path, "--quiet"])
        func siblings() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: folder.url.path)) ?? []).filter { $0.hasPrefix(".out") }
        }
        var sawStaging = false
        while process.isRunning, !sawStaging {
            sawStaging = !siblings().isEmpty
            if !sawStaging { usleep(1000) }
        }
        process.terminate()
        process.waitUntilExit()
        #expect(sawStaging)
        #expect(process.terminationStatus == 143 || process.terminationStatus == 0)
        #expect(siblings() == [])
    }
}
