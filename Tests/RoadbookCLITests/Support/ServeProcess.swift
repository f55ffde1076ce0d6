import Foundation
import TestSupport

/// `roadbook serve` run as a child process on a small site, with its temporary folder (`TMPDIR`) inside the
/// test's folder and its output in files, so a test can send it signals and see what it left behind.
final class ServeProcess {
    let folder: TemporaryDirectory
    let process = Process()

    /// A site with one place, a `static/` folder and no `baseURL` (so every build warns about the sitemap); not started yet.
    init(binary: URL, extraArguments: [String] = ["--port", "0"]) throws {
        folder = try TemporaryDirectory()
        try folder.write("title: Served\n", to: "site/site.yaml")
        try folder.write(
            "---\nname: Colosseum\ncityName: Rome\ncoordinates: { latitude: 41.89, longitude: 12.49 }\n---\nText.\n",
            to: "site/content/locations/colosseum.md")
        try folder.write("Static.\n", to: "site/static/readme.txt")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("tmp"), withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: folder.url.path + "/stdout", contents: nil)
        _ = FileManager.default.createFile(atPath: folder.url.path + "/stderr", contents: nil)
        process.executableURL = binary
        process.arguments = ["serve", "--source", folder.url.path + "/site"] + extraArguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": folder.url.path + "/tmp"]) { $1 }
        process.standardOutput = try FileHandle(forWritingTo: folder.url.appendingPathComponent("stdout"))
        process.standardError = try FileHandle(forWritingTo: folder.url.appendingPathComponent("stderr"))
    }

    /// Starts it. The test runs on a thread that blocks signals, and a child starts with its parent thread's mask:
    /// they are unblocked around the start, so the child gets signals as a shell's child would.
    func start() throws {
        var empty = sigset_t()
        var saved = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
    }

    var stdout: String { (try? folder.read("stdout")) ?? "" }
    var stderr: String { (try? folder.read("stderr")) ?? "" }

    /// What `serve` left in its temporary folder.
    var scratchFolders: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.url.path + "/tmp")) ?? []
    }

    /// Waits up to `seconds` for `condition`.
    func waitFor(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    /// Sends `signal`; waits up to `seconds` for the process to end; its exit status, or nil if it is still running
    /// (then it is killed).
    func stop(with signal: Int32, within seconds: Double = 10) -> Int32? {
        kill(process.processIdentifier, signal)
        guard waitFor(seconds: seconds, { !process.isRunning }) else {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// How many times `text` occurs in the standard error.
    func count(_ text: String) -> Int {
        stderr.components(separatedBy: text).count - 1
    }
}
