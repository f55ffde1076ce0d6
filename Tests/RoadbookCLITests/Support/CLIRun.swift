import Foundation
import RoadbookCLI

/// The command line run in this process, as the tests run it: what it printed and its exit code.
enum CLIRun {
    /// Runs `arguments` in `directory` (the process's own when `nil`) with `environment` (the process's when
    /// `nil`); each stream says it is a terminal when asked to.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        stdoutIsTerminal: Bool = false, stderrIsTerminal: Bool = false
    ) -> (code: Int32, stdout: String, stderr: String) {
        let out = BufferOutput(isTerminal: stdoutIsTerminal)
        let err = BufferOutput(isTerminal: stderrIsTerminal)
        let cli = CLI(
            arguments: arguments, stdout: out, stderr: err,
            currentDirectory: directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            environment: environment ?? ProcessInfo.processInfo.environment)
        let code = cli.run()
        return (code, out.text, err.text)
    }
}
