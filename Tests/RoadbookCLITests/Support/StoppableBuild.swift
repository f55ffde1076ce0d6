import Foundation
import TestSupport

/// A site big enough that a build of it can be stopped halfway, and a `roadbook` child process that gets the
/// signals a shell's child would: what the tests of a stopped build share.
enum StoppableBuild {
    /// Writes a site of 3,000 places into `site/` of `folder`.
    static func writeSite(in folder: TemporaryDirectory) throws {
        try folder.write("title: Stopped\n", to: "site/site.yaml")
        for number in 0..<3000 {
            try folder.write(
                "---\nname: Place \(number)\ncityName: City \(number % 40)\ncoordinates: { latitude: \(Double(number % 170) - 85), longitude: \(Double(number % 350) - 175) }\n---\nText.\n",
                to: "site/content/locations/p\(number).md")
        }
    }

    /// Starts `binary` with `arguments`, its standard error discarded.
    ///
    /// The tests run on a thread that blocks signals, and a child starts with its parent thread's mask: they are
    /// unblocked around the start, so the child gets SIGTERM as a shell's child would.
    static func start(_ binary: URL, _ arguments: [String]) throws -> Process {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        var empty = sigset_t()
        var saved = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        try process.run()
        return process
    }
}
