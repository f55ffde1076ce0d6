/// The command line is wrong: printed as `error: …` with the command's usage, exit 64 (`EX_USAGE`).
package struct UsageError: Error, Sendable, Equatable {
    /// What is wrong, in the project's message style.
    package let message: String
    /// The command whose usage to print.
    package let commandPath: [String]

    /// Creates a usage error for the command at `commandPath`.
    package init(_ message: String, commandPath: [String]) {
        self.message = message
        self.commandPath = commandPath
    }
}
