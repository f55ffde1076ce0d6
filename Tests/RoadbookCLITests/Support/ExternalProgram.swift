import Foundation

/// A program of the machine (a shell, groff) that a test runs when it is installed.
struct ExternalProgram {
    /// Its absolute path.
    let path: String

    /// The program called `name` on the `PATH`, or `nil` when it is not installed.
    static func named(_ name: String) -> ExternalProgram? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
            .map(ExternalProgram.init(path:))
    }

    /// Runs it with `arguments` and `input` on stdin; returns its exit status, stdout and stderr.
    func run(_ arguments: [String], input: String = "") throws -> (status: Int32, stdout: String, stderr: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }
}
