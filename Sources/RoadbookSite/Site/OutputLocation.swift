import Diagnostics
import Dispatch
import Foundation
import SiteFiles

/// Decides whether a folder may be the build's output, and swaps a finished build in atomically.
///
/// The build writes into a fresh sibling folder (`.<name>.tmp-XXXXXX`); only when everything succeeded does
/// it rename the old output away, rename the new one in and delete the old one. A failed build deletes its
/// sibling and leaves the previous output as it was.
public struct OutputLocation: Sendable {
    /// The name of the file Roadbook writes into every output, so it knows the folder is its own.
    public static let markerName = ".roadbook-output"
    /// What the marker file says.
    static let markerText = "Written by Roadbook; the whole folder is replaced by each build.\n"

    /// The output folder (absolute, standardized).
    public let url: URL

    /// The output at `url`.
    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// Creates a fresh, empty staging folder beside the output (`.<name>.tmp-XXXXXX`).
    public func makeStagingDirectory() throws(FileOperationError) -> URL {
        let parent = url.deletingLastPathComponent()
        try FileSystemWriter.makeDirectories(parent.path)
        let prefix = parent.path + "/." + url.lastPathComponent + ".tmp-"
        // Created and noted in one step, so a signal handled in between cannot miss the folder.
        var failure: FileOperationError?
        let created = Self.live.addCreated { () -> String? in
            do throws(FileOperationError) {
                return try UniqueFolder.create(prefix: prefix)
            } catch {
                failure = error
                return nil
            }
        }
        guard let path = created else {
            throw failure ?? FileOperationError("create folder", path: parent.path, code: EIO)
        }
        chmod(path, 0o755)
        return URL(fileURLWithPath: path)
    }

    private static let live = LiveStagingFolders()

    /// Deletes the staging folders of the builds still in progress in this process: what a build stopped by a
    /// signal (Ctrl-C) calls so it leaves no half-written `.<name>.tmp-XXXXXX` folder behind.
    public static func removeUnfinishedStagingFolders() {
        for path in live.drain() {
            // Renamed first, so nothing reaches it by its old name. The build's threads write relative to the open
            // folder and follow it to its new name, so it is emptied until it is gone: once the folder itself is
            // removed, nothing can be created in it any more.
            let stopped = path + "-stopped"
            let target = rename(path, stopped) == 0 ? stopped : path
            var status = stat()
            for _ in 0..<removalAttempts where lstat(target, &status) == 0 { removeTree(target) }
        }
    }

    /// How many times a stopped build's staging folder is emptied while its threads may still be writing.
    private static let removalAttempts = 100

    /// Puts the finished build at `staging` in place of the output: old away, new in, old deleted.
    public func swapIn(_ staging: URL) throws(FileOperationError) {
        let output = url.path
        var previous: String?
        if access(output, F_OK) == 0 {
            let away = staging.path.replacingOccurrences(of: ".tmp-", with: ".old-")
            guard rename(output, away) == 0 else { throw FileOperationError("move away", path: output, code: errno) }
            previous = away
        }
        Self.live.remove(staging.path)
        guard rename(staging.path, output) == 0 else {
            let code = errno
            if let previous { rename(previous, output) }
            throw FileOperationError("move into place", path: output, code: code)
        }
        if let previous {
            Self.live.add(previous)
            Self.removeTree(previous)
            Self.live.remove(previous)
        }
    }

    /// Deletes a staging folder after a failed build.
    public func discard(_ staging: URL) {
        Self.live.remove(staging.path)
        Self.removeTree(staging.path)
    }

    /// Deletes the folder at `path` and everything in it, the entries of its subfolders in parallel (a site's
    /// output is mostly thousands of small folders, one per page). A symbolic link is deleted, never followed:
    /// what it leads to is not part of the output.
    static func removeTree(_ path: String) {
        let manager = FileManager.default
        var top = stat()
        if lstat(path, &top) == 0, top.st_mode & S_IFMT == S_IFLNK {
            unlink(path)
            return
        }
        var entries: [String] = []
        for name in (try? manager.contentsOfDirectory(atPath: path)) ?? [] {
            let full = path + "/" + name
            var info = stat()
            if lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
                entries += ((try? manager.contentsOfDirectory(atPath: full)) ?? []).map { full + "/" + $0 }
            }
        }
        let all = entries
        DispatchQueue.concurrentPerform(iterations: all.count) { index in
            try? FileManager.default.removeItem(atPath: all[index])
        }
        try? manager.removeItem(atPath: path)
    }
}
