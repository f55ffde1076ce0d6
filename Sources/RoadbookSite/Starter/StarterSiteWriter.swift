import Diagnostics
import Foundation

/// Writes a new site into a folder that is new or empty: all of its files, or, when anything fails, none.
public struct StarterSiteWriter: Sendable {
    /// The folder to create the site in.
    public let folder: URL
    /// How the folder is named in messages (as the user wrote it).
    public let displayPath: String

    /// A writer into `folder`, named `displayPath` in messages.
    public init(folder: URL, displayPath: String) {
        self.folder = folder.standardizedFileURL
        self.displayPath = displayPath
    }

    /// Entries an otherwise empty folder may already hold: a freshly made repository.
    static let ignoredEntries: Set<String> = [".git"]

    /// Writes `files` (path in the site → bytes) and returns their paths, sorted.
    ///
    /// Refuses a file, or a folder that holds anything but `.git`. The files are written into a hidden staging
    /// folder beside `folder` first and moved in only when all of them were written.
    public func write(_ files: [String: Data]) throws(Diagnostic) -> [String] {
        try checkFolderIsEmpty()
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".roadbook-init-\(UUID().uuidString)")
        defer { try? fileManager.removeItem(at: staging) }
        do {
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for (path, data) in files {
                let url = staging.appendingPathComponent(path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url)
            }
            try fileManager.createDirectory(at: folder, withIntermediateDirectories: true)
            for entry in try fileManager.contentsOfDirectory(atPath: staging.path) {
                try fileManager.moveItem(at: staging.appendingPathComponent(entry), to: folder.appendingPathComponent(entry))
            }
        } catch {
            throw .error("could not create the site in '\(displayPath)': \(error.localizedDescription)", at: nil)
        }
        return files.keys.sorted()
    }

    private func checkFolderIsEmpty() throws(Diagnostic) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .error("'\(displayPath)' is a file; give a new or empty folder", at: nil)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let others = entries.filter { !Self.ignoredEntries.contains($0) }.sorted()
        if let first = others.first {
            throw .error(
                "'\(displayPath)' is not empty (it holds '\(first)'); give a new or empty folder so nothing is overwritten",
                at: nil)
        }
    }
}
