import Foundation

/// What a running command may touch: its output streams, the working directory and the clock.
package struct CommandContext: Sendable {
    /// Standard output.
    package let stdout: any TextOutput
    /// Standard error (diagnostics, progress, summaries).
    package let stderr: any TextOutput
    /// The directory relative paths are resolved against.
    package let currentDirectory: URL
    /// The environment (read, for example, for `NO_COLOR`).
    package let environment: [String: String]
    /// The current time, a parameter so tests are deterministic.
    package let now: @Sendable () -> Date

    /// Creates a context.
    package init(
        stdout: any TextOutput,
        stderr: any TextOutput,
        currentDirectory: URL,
        environment: [String: String] = [:],
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.stdout = stdout
        self.stderr = stderr
        self.currentDirectory = currentDirectory
        self.environment = environment
        self.now = now
    }

    /// Resolves a path from the command line against the working directory.
    package func url(forPath path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }
}
