/// The exit codes of design.md.
public enum ExitCode {
    /// Success.
    public static let success: Int32 = 0
    /// The input or the built site has errors.
    public static let failure: Int32 = 1
    /// The command line is wrong (`EX_USAGE`).
    public static let usage: Int32 = 64
}
