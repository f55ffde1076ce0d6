import Foundation

/// What a running command may touch: its output streams, the working directory and the clock.
public struct CommandContext: Sendable {
    /// Standard output.
    public let stdout: any TextOutput
    /// Standard error (diagnostics, progress, summaries).
    public let stderr: any TextOutput
    /// The directory relative paths are resolved against.
    public let currentDirectory: URL
    /// The environment (read, for example, for `NO_COLOR`).
    public let environment: [String: String]
    /// The current time, a parameter so tests are deterministic.
    public let now: @Sendable () -> Date

    /// Creates a context.
    public init(
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
    public func url(forPath path: String) -> URL {
        if path.hasPrefix("/") { return URL(fileURLWithPath: path).standardizedFileURL }
        return currentDirectory.appendingPathComponent(path).standardizedFileURL
    }
}
