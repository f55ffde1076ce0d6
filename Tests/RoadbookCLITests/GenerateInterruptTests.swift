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
        try folder.write("title: Stopped\n", to: "site/site.yaml")
        for number in 0..<3000 {
            try folder.write(
                "---\nname: Place \(number)\ncityName: City \(number % 40)\ncoordinates: { latitude: \(Double(number % 170) - 85), longitude: \(Double(number % 350) - 175) }\n---\nText.\n",
                to: "site/content/locations/p\(number).md")
        }
        let process = Process()
        process.executableURL = binary
        process.arguments = ["generate", "--source", folder.url.appendingPathComponent("site").path, "--output", folder.url.appendingPathComponent("out").path, "--quiet"]
        process.standardError = FileHandle.nullDevice
        // The test runs on a thread that blocks signals, and a child starts with its parent thread's mask:
        // unblock them around the start, so the child gets SIGTERM as a shell's child would.
        var empty = sigset_t()
        var saved = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
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
