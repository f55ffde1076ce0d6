import Foundation

extension GenerateCommand {
    /// `generate --check`: checks the links and images of the site just built at `output`; returns the exit code.
    ///
    /// TODO(integrator): call the LinkCheck module here (as `roadbook check` does) and return its exit code.
    static func checkAfterBuild(_ output: URL, _ context: CommandContext) -> Int32 {
        context.stderr.line("error: 'roadbook generate --check' is not built yet; run 'roadbook check \(output.path)'")
        return ExitCode.failure
    }
}
