import Foundation
import RoadbookCLI
import TestSupport

/// One run of the command line, made on a thread of its own: a run that checks external links waits for them,
/// and must not hold one of the task pool's threads while it does.
struct ThreadedCLIRun: Sendable {
    let code: Int32
    let stdout: String
    let stderr: String

    /// Runs `arguments` in `directory`; standard error says it is a terminal when `terminal` is true.
    static func run(_ arguments: [String], in directory: URL, terminal: Bool = false) async -> ThreadedCLIRun {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                let run = CLIRun.run(arguments, in: directory, stderrIsTerminal: terminal)
                continuation.resume(returning: ThreadedCLIRun(code: run.code, stdout: run.stdout, stderr: run.stderr))
            }
        }
    }
}
