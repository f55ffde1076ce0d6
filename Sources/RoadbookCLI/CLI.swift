import Diagnostics
import Foundation

/// The `roadbook` command line: parses the arguments against the command table, runs the command and
/// turns every failure into an exit code (0 success, 1 errors in the input, 64 a wrong command line).
package struct CLI: Sendable {
    /// The version `--version` prints.
    package static let version = "0.1.0"

    private let arguments: [String]
    private let context: CommandContext

    /// A command line to run; `arguments` excludes the program name.
    package init(
        arguments: [String],
        stdout: any TextOutput = FileHandleOutput.standardOutput,
        stderr: any TextOutput = FileHandleOutput.standardError,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.arguments = arguments
        self.context = CommandContext(
            stdout: stdout, stderr: stderr, currentDirectory: currentDirectory, environment: environment, now: now)
    }

    /// Runs the command and returns the process exit code.
    package func run() -> Int32 {
        let root = CommandTable.root
        let help = HelpGenerator(root: root)
        do {
            switch try ArgumentParser(root: root).parse(arguments) {
            case .help(let path):
                context.stdout.write(help.help(for: path))
                return ExitCode.success
            case .version:
                context.stdout.line("roadbook \(Self.version)")
                return ExitCode.success
            case .run(let command, let parsed):
                guard let action = command.action else { return ExitCode.usage }
                return try action(parsed, context)
            }
        } catch let error as UsageError {
            context.stderr.line("error: \(error.message)")
            context.stderr.line(help.usage(for: error.commandPath))
            context.stderr.line("See '\((["roadbook", "help"] + error.commandPath).joined(separator: " "))'.")
            return ExitCode.usage
        } catch let list as DiagnosticList {
            DiagnosticPrinter(output: context.stderr).print(list.diagnostics)
            return list.hasErrors ? ExitCode.failure : ExitCode.success
        } catch let diagnostic as Diagnostic {
            DiagnosticPrinter(output: context.stderr).print([diagnostic])
            return diagnostic.isError ? ExitCode.failure : ExitCode.success
        } catch {
            context.stderr.line("error: \(error)")
            return ExitCode.failure
        }
    }
}
