import Diagnostics
import Foundation

/// Writes files into a folder that is new or empty: all of them, or, when anything fails, none. What
/// `roadbook init` (``StarterSiteWriter``) and `roadbook theme export` (``ThemeExport``) write goes through it.
struct NewFolderWriter: Sendable {
    /// The folder to write into.
    let folder: URL
    /// How the folder is named in messages (as the user wrote it).
    let displayPath: String
    /// Entries the folder may already hold and still count as empty.
    let ignoredEntries: Set<String>
    /// Whether a symbolic link where the folder should be is refused (rather than written through).
    let refusesLinks: Bool
    /// What is written, for the message of a failure: "create the site in", "export the theme into".
    let purpose: String

    /// Writes `files` (path in the folder → bytes) and returns their paths, sorted.
    ///
    /// Refuses a file where the folder should be, or a folder that holds anything but the ignored entries. The
    /// files are written into a hidden staging folder beside `folder` first and moved in only when all of them
    /// were written.
    func write(_ files: [String: Data]) throws(Diagnostic) -> [String] {
        try checkFolderIsEmpty()
        let fileManager = FileManager.default
        let parent = folder.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".roadbook-new-\(UUID().uuidString)")
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
            throw .error("could not \(purpose) '\(displayPath)': \(error.localizedDescription)", at: nil)
        }
        return files.keys.sorted()
    }

    private func checkFolderIsEmpty() throws(Diagnostic) {
        var status = stat()
        if refusesLinks, lstat(folder.path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK {
            throw .error("'\(displayPath)' is a symbolic link; give a new or empty folder", at: nil)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else {
            throw .error("'\(displayPath)' is a file; give a new or empty folder", at: nil)
        }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let others = entries.filter { !ignoredEntries.contains($0) }.sorted()
        if let first = others.first {
            throw .error(
                "'\(displayPath)' is not empty (it holds '\(first)'); give a new or empty folder so nothing is overwritten",
                at: nil)
        }
    }
}
