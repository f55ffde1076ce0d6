import Foundation
import Parallelism
import RoadbookContent
import RoadbookImages
import RoadbookPages
import SiteFiles

/// The folder `serve` serves: the live build's ``OutputSink``. What a build writes waits in a file of its own in the
/// staging folder beside it (``StagedFile``: on the same file system, so that putting it in place is a rename, and
/// memory holds none of it) until the build is known to be good; ``commit(folders:)`` then renames each file into
/// place, so a request never sees half a file. Bytes the folder already holds (the same digest) are not written
/// again; what a failed build wrote waits for the next good one.
final class LiveOutputFolder: OutputSink {
    /// What waits for the next good build at one path.
    private enum Pending {
        /// A file, with the digest of its bytes (nil for a copy, which is not read).
        case file(StagedFile, digest: UInt64?)
        /// The removal of the file.
        case removal
    }

    private struct State {
        var pending: [String: Pending] = [:]
        /// The files the folder holds: output path → the digest of their bytes, nil for a copy.
        var held: [String: UInt64?] = [:]
        /// The staging folder, open once first needed.
        var staging: OutputFolder?
    }

    /// The folder.
    let root: String
    private let state = Locked(State())

    /// The served folder at `root` (made when first written).
    init(root: String) {
        self.root = root
    }

    /// The folder's path (``OutputSink``).
    var path: String { root }

    /// The folder beside ``root`` where written files wait until the build is known to be good: on the same file
    /// system, so that putting one in place is a rename.
    var staging: String { root + ".staging" }

    func write(_ data: Data, at path: String) throws(FileOperationError) {
        try stage(path, digest: StableDigest(of: data).value) { folder, name throws(FileOperationError) in try folder.write(data, at: name) }
    }

    func write(_ bytes: [UInt8], at path: String) throws(FileOperationError) {
        try stage(path, digest: StableDigest(of: bytes).value) { folder, name throws(FileOperationError) in try folder.write(bytes, at: name) }
    }

    /// Writes the pieces straight into a staged file, digesting them as they pass: the file (the GPX file, 30 MB at
    /// 10,000 places) is never whole in memory; when the folder holds the same bytes already, the staged file goes.
    func write(at path: String, pieces produce: (_ write: ([UInt8]) -> Void) -> Void) throws(FileOperationError) {
        var digest = StableDigest()
        let folder = try stagingFolder()
        let file = try StagedFile.stage(in: folder) { name throws(FileOperationError) in
            try folder.write(at: name) { write in
                withoutActuallyEscaping(write) { write in
                    produce { piece in
                        digest.add(piece)
                        write(piece)
                    }
                }
            }
        }
        if !isHeld(path, digest: digest.value) { wait(file, at: path, digest: digest.value) }
    }

    func copy(_ file: SiteFile, to path: String) throws(FileOperationError) {
        try stage(path, digest: nil) { folder, name throws(FileOperationError) in try folder.copy(file, to: name) }
    }

    func copy(descriptor: Int32, size: Int64, sourcePath: String, to path: String) throws(FileOperationError) {
        try stage(path, digest: nil) { folder, name throws(FileOperationError) in
            try folder.copy(descriptor: descriptor, size: size, sourcePath: sourcePath, to: name)
        }
    }

    /// Links the cache entry into a staged file (read-only, as in `generate`'s output); false when it cannot be linked.
    func linkReadOnly(_ name: String, in folder: Int32, to path: String) -> Bool {
        guard let staging = try? stagingFolder(), let file = StagedFile.link(name, in: folder, into: staging) else { return false }
        wait(file, at: path, digest: nil)
        return true
    }

    /// Nothing: a file's folders are made when it goes into place, the plan's folders by ``commit(folders:)``.
    func makeDirectories(_ path: String) {}

    /// Removes the file at `path` with the next good build, unless something writes it again before.
    func remove(_ path: String) {
        state.withLock { state in
            state.pending[path] = state.held.index(forKey: path) == nil ? nil : .removal
        }
    }

    /// Fills a staged file for `path` with `fill` (given the open staging folder and the file's name there), unless
    /// the folder holds bytes of the same `digest` there already.
    private func stage(
        _ path: String, digest: UInt64?, _ fill: (OutputFolder, String) throws(FileOperationError) -> Void
    ) throws(FileOperationError) {
        if let digest, isHeld(path, digest: digest) { return }
        let folder = try stagingFolder()
        let file = try StagedFile.stage(in: folder) { name throws(FileOperationError) in try fill(folder, name) }
        wait(file, at: path, digest: digest)
    }

    /// Whether the folder holds bytes of `digest` at `path`; if so, nothing waits to be written there any more.
    private func isHeld(_ path: String, digest: UInt64) -> Bool {
        state.withLock { state in
            guard case .some(.some(let held)) = state.held[path], held == digest else { return false }
            state.pending[path] = nil
            return true
        }
    }

    /// Keeps the staged `file` to be put at `path` by the next commit.
    private func wait(_ file: StagedFile, at path: String, digest: UInt64?) {
        state.withLock { $0.pending[path] = .file(file, digest: digest) }
    }

    /// The staging folder, made and opened the first time.
    private func stagingFolder() throws(FileOperationError) -> OutputFolder {
        let result: Result<OutputFolder, FileOperationError> = state.withLock { state in
            if let folder = state.staging { return .success(folder) }
            do throws(FileOperationError) {
                try FileSystemWriter.makeDirectories(staging)
                let folder = try OutputFolder(path: staging)
                state.staging = folder
                return .success(folder)
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Makes `folders` (relative), then puts every waiting file in place and removes what waits for removal, in the
    /// order of their paths; returns the output paths written or removed. What fails to go in place waits for the
    /// next commit.
    func commit(folders: [String]) throws(FileOperationError) -> [String] {
        for folder in folders { try FileSystemWriter.makeDirectories(root + "/" + folder) }
        let kept = Set(folders)
        var waiting = state.withLock { state in
            let pending = state.pending
            state.pending = [:]
            return pending
        }
        defer {
            let left = waiting
            state.withLock { state in state.pending.merge(left) { newer, _ in newer } }
        }
        var changed: [String] = []
        for path in waiting.keys.sorted() {
            switch waiting[path] {
            case .file(let file, let digest):
                try put(file, at: path)
                state.withLock { state in state.held[path] = .some(digest) }
            case .removal:
                remove(path, keeping: kept)
                state.withLock { _ = $0.held.removeValue(forKey: path) }
            case nil: continue
            }
            waiting[path] = nil
            changed.append(path)
        }
        return changed
    }

    /// Renames the staged `file` to `path` (relative), making its folders.
    private func put(_ file: StagedFile, at path: String) throws(FileOperationError) {
        let destination = root + "/" + path
        try FileSystemWriter.makeDirectories((destination as NSString).deletingLastPathComponent)
        guard Foundation.rename(file.path, destination) == 0 else {
            throw FileOperationError("rename", path: destination, code: errno)
        }
    }

    /// Removes the file at `path`, then its folders up to the root while they are empty (a place's folder) and not
    /// among `kept`.
    private func remove(_ path: String, keeping kept: Set<String>) {
        unlink(root + "/" + path)
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !kept.contains(folder), rmdir(root + "/" + folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }
}
