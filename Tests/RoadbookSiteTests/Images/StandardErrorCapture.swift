import Foundation

/// What the process writes on its standard error while a closure runs (file descriptor 2 sent to a file, then put
/// back): how a test sees that a library printed nothing on the terminal.
enum StandardErrorCapture {
    /// The result of `body` and the text written on standard error meanwhile (by any thread).
    static func text<Result>(_ body: () throws -> Result) throws -> (Result, String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("roadbook-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: file) }
        let handle = try FileHandle(forWritingTo: file)
        let saved = dup(2)
        dup2(handle.fileDescriptor, 2)
        let result = Swift.Result { try body() }
        dup2(saved, 2)
        close(saved)
        try handle.close()
        return (try result.get(), String(decoding: try Data(contentsOf: file), as: UTF8.self))
    }
}
