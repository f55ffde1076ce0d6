import Foundation

/// A fresh directory under the system's temporary folder, removed when the value is released.
package final class TemporaryDirectory: Sendable {
    /// The directory.
    package let url: URL

    /// Creates a new empty directory.
    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("roadbook-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// Deletes the directory now rather than when the value is released; `defer { folder.remove() }` also keeps
    /// the value, and so the directory, alive to the end of the scope.
    package func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `path` (relative), creating folders as needed, and returns the file's URL.
    @discardableResult
    package func write(_ text: String, to path: String) throws -> URL {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// Reads the file at `path` (relative) as UTF-8.
    package func read(_ path: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(path), encoding: .utf8)
    }
}
