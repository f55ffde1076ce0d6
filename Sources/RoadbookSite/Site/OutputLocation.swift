import Diagnostics
import Foundation
import RoadbookImages
import SiteFiles

/// Decides whether a folder may be the build's output, and swaps a finished build in atomically.
///
/// The build writes into a fresh sibling folder (`.<name>.tmp-XXXXXX`); only when everything succeeded does
/// it rename the old output away, rename the new one in and delete the old one. A failed build deletes its
/// sibling and leaves the previous output as it was.
package struct OutputLocation: Sendable {
    /// The name of the file Roadbook writes into every output, so it knows the folder is its own.
    package static let markerName = ".roadbook-output"
    /// What the marker file says.
    static let markerText = "Written by Roadbook; the whole folder is replaced by each build.\n"

    /// The output folder (absolute, standardized).
    package let url: URL

    /// The output at `url`.
    package init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// Creates a fresh, empty staging folder beside the output (`.<name>.tmp-XXXXXX`).
    package func makeStagingDirectory() throws(FileOperationError) -> URL {
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
        // Marked from the start, so that a build killed half-way leaves a folder the next build can prove is its own.
        try Self.mark(URL(fileURLWithPath: path))
        return URL(fileURLWithPath: path)
    }

    /// The lock every build of this output holds from its staging folder's creation to the swap (an `flock` on the
    /// folder that holds the output, so no lock file is left beside it): builds of one output run one after the
    /// other, and one that holds the lock knows that no staging folder of this output is in use.
    package var buildLock: FileLock { FileLock(folder: url.deletingLastPathComponent()) }

    /// Removes the staging and swapped-out folders that builds of this output killed before they finished (SIGKILL,
    /// power loss, a CI time-out) left beside it: `.<name>.tmp-XXXXXX` and `.<name>.old-XXXXXX` folders (with
    /// `-stopped` after a signal) that are real folders of this user holding the marker. Call it holding
    /// ``buildLock``. Returns how many were removed.
    @discardableResult
    package func removeLeftovers() -> Int {
        let parent = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + "."
        var removed = 0
        for name in (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? [] where Self.isStagingName(name, prefix: prefix) {
            let path = parent + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR, status.st_uid == geteuid(),
                FileManager.default.contents(atPath: path + "/" + Self.markerName) == Data(Self.markerText.utf8)
            else { continue }
            Self.removeTree(path)
            removed += 1
        }
        return removed
    }

    /// Whether `name` is a staging or swapped-out folder's (`<prefix>tmp-XXXXXX`, `<prefix>old-XXXXXX`, either with
    /// `-stopped`), `prefix` being `.<output name>.`.
    static func isStagingName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        var rest = Substring(name.dropFirst(prefix.count))
        guard rest.hasPrefix("tmp-") || rest.hasPrefix("old-") else { return false }
        rest = rest.dropFirst(4)
        if rest.hasSuffix("-stopped") { rest = rest.dropLast(8) }
        return rest.count == 6 && rest.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
    }

    private static let live = LiveStagingFolders()

    /// Deletes the staging folders of the builds still in progress in this process: what a build stopped by a
    /// signal (Ctrl-C) calls so it leaves no half-written `.<name>.tmp-XXXXXX` folder behind.
    package static func removeUnfinishedStagingFolders() {
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

    /// Marks the folder `output` writes into as Roadbook's own (``markerName``), so the next build replaces it
    /// without `--force`: the one writer of the marker, for `generate`'s staging folder and `serve`'s served folder.
    static func mark(_ output: any OutputSink) throws(FileOperationError) {
        try output.write(Data(markerText.utf8), at: markerName)
    }

    /// Marks the folder at `folder` (a staging folder) as Roadbook's own, through the marker's one writer above.
    static func mark(_ folder: URL) throws(FileOperationError) {
        try mark(OutputFolder(path: folder.path))
    }

    /// Puts the finished build at `staging` in place of the output: the output's version-control folders moved
    /// into the new build (``keptEntries``), old away, new in, old deleted. On a failure everything goes back.
    package func swapIn(_ staging: URL) throws(FileOperationError) {
        let output = url.path
        let kept = try Self.moveKeptEntries(from: output, to: staging.path)
        var previous: String?
        if access(output, F_OK) == 0 {
            let away = staging.path.replacingOccurrences(of: ".tmp-", with: ".old-")
            guard rename(output, away) == 0 else {
                let code = errno
                Self.moveBack(kept, from: staging.path, to: output)
                throw FileOperationError("move away", path: output, code: code)
            }
            previous = away
        }
        Self.live.remove(staging.path)
        guard rename(staging.path, output) == 0 else {
            let code = errno
            if let previous { rename(previous, output) }
            Self.moveBack(kept, from: staging.path, to: output)
            throw FileOperationError("move into place", path: output, code: code)
        }
        if let previous {
            Self.live.add(previous)
            Self.removeTree(previous)
            Self.live.remove(previous)
        }
    }

    /// What a build keeps of the output it replaces: version-control folders, so the output can be a checkout of
    /// a deploy branch (as Jekyll's `keep_files` keeps them). Nothing else is kept: the output is the build's.
    package static let keptEntries = [".git", ".hg", ".svn"]

    /// Moves each of ``keptEntries`` that `output` has into `staging` (a rename: nothing is copied or deleted);
    /// returns the names moved. A name the new build has too, or a move that fails, stops the swap before anything
    /// is lost, with what was moved put back.
    private static func moveKeptEntries(from output: String, to staging: String) throws(FileOperationError) -> [String] {
        var status = stat()
        // An output that is a link is replaced without touching what it leads to: nothing is taken out of it.
        guard lstat(output, &status) == 0, status.st_mode & S_IFMT == S_IFDIR else { return [] }
        var moved: [String] = []
        for name in keptEntries {
            guard lstat(output + "/" + name, &status) == 0 else { continue }
            let code: Int32? =
                lstat(staging + "/" + name, &status) == 0
                ? EEXIST : rename(output + "/" + name, staging + "/" + name) == 0 ? nil : errno
            if let code {
                moveBack(moved, from: staging, to: output)
                throw FileOperationError("keep", path: output + "/" + name, code: code)
            }
            moved.append(name)
        }
        return moved
    }

    /// Puts the entries `names` moved into `staging` back into `output`.
    private static func moveBack(_ names: [String], from staging: String, to output: String) {
        for name in names { rename(staging + "/" + name, output + "/" + name) }
    }

    /// Deletes a staging folder after a failed build.
    package func discard(_ staging: URL) {
        Self.live.remove(staging.path)
        Self.removeTree(staging.path)
    }

    /// Deletes the folder at `path` and everything in it (``FolderTree``: relative to open folders, on all cores). A
    /// symbolic link is deleted, never followed: what it leads to is not part of the output.
    static func removeTree(_ path: String) {
        FolderTree.remove(path)
    }
}
