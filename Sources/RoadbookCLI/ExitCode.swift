/// The exit codes of design.md.
package enum ExitCode {
    /// Success.
    package static let success: Int32 = 0
    /// The input or the built site has errors.
    package static let failure: Int32 = 1
    /// The command line is wrong (`EX_USAGE`).
    package static let usage: Int32 = 64
}
