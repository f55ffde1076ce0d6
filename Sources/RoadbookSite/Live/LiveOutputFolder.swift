import Foundation
import RoadbookImages
import SiteFiles

/// The folder `serve` serves, the live build's ``OutputSink``: each file is written beside its place and renamed over
/// it, so a request never sees half a file.
struct LiveOutputFolder: OutputSink {
    /// The folder.
    let root: String

    /// The folder beside ``root`` where built files wait until the build is known to be good
    /// (``TrackedFile/staged(in:)``): on the same file system, so that writing one is a rename.
    var staging: String { root + ".staging" }

    /// Writes the bytes of a built file at `path` (relative), making its folders: a staged file is renamed into
    /// place, and stays staged if that fails, for the next build to write.
    func write(_ bytes: TrackedFile.Bytes, at path: String) throws(FileSystemWriter.Failure) {
        switch bytes {
        case .memory(let data):
            try write(data, at: path)
        case .staged(let file):
            let destination = root + "/" + path
            try FileSystemWriter.makeDirectories((destination as NSString).deletingLastPathComponent)
            guard Foundation.rename(file.path, destination) == 0 else {
                throw FileSystemWriter.Failure("rename", path: destination, code: errno)
            }
        }
    }

    /// The folder's path (``OutputSink``).
    var path: String { root }

    /// Writes `data` at `path` (relative), making its folders.
    func write(_ data: Data, at path: String) throws(FileSystemWriter.Failure) {
        try replace(path) { folder, temporary throws(FileSystemWriter.Failure) in try folder.write(data, at: temporary) }
    }

    /// Writes `bytes` at `path` (relative), making its folders.
    func write(_ bytes: [UInt8], at path: String) throws(FileSystemWriter.Failure) {
        try replace(path) { folder, temporary throws(FileSystemWriter.Failure) in try folder.write(bytes, at: temporary) }
    }

    /// Writes the file at `path` (relative) from the pieces `produce` hands to its argument, making its folders.
    func write(at path: String, pieces produce: (_ write: ([UInt8]) -> Void) -> Void) throws(FileSystemWriter.Failure) {
        try replace(path) { folder, temporary throws(FileSystemWriter.Failure) in try folder.write(at: temporary, pieces: produce) }
    }

    /// Copies the open site file `file` to `path` (relative), making its folders.
    func copy(_ file: SiteFile, to path: String) throws(FileSystemWriter.Failure) {
        try replace(path) { folder, temporary throws(FileSystemWriter.Failure) in try folder.copy(file, to: temporary) }
    }

    /// Copies `size` bytes of the open file `descriptor` (read from `sourcePath`) to `path` (relative), making its
    /// folders.
    func copy(descriptor: Int32, size: Int64, sourcePath: String, to path: String) throws(FileSystemWriter.Failure) {
        try replace(path) { folder, temporary throws(FileSystemWriter.Failure) in
            try folder.copy(descriptor: descriptor, size: size, sourcePath: sourcePath, to: temporary)
        }
    }

    /// Makes the folder `path` (relative) and its missing parents.
    func makeDirectories(_ path: String) throws(FileSystemWriter.Failure) {
        try FileSystemWriter.makeDirectories(root + "/" + path)
    }

    /// Fills a temporary file beside `path` with `fill` (given the open folder and the temporary file's path relative
    /// to it), then renames it over `path`; a failed fill leaves neither a half file at `path` nor the temporary file.
    private func replace(
        _ path: String, _ fill: (OutputFolder, String) throws(FileSystemWriter.Failure) -> Void
    ) throws(FileSystemWriter.Failure) {
        let destination = root + "/" + path
        let parent = (path as NSString).deletingLastPathComponent
        try FileSystemWriter.makeDirectories((destination as NSString).deletingLastPathComponent)
        let temporary = (parent.isEmpty ? "" : parent + "/") + ".roadbook-" + UUID().uuidString
        do {
            try fill(try OutputFolder(path: root), temporary)
            try rename(root + "/" + temporary, over: destination)
        } catch {
            unlink(root + "/" + temporary)
            throw error
        }
    }

    /// Removes the file at `path`, then its folders up to the root while they are empty (a place's folder).
    func remove(_ path: String, keeping kept: Set<String>) {
        unlink(root + "/" + path)
        var folder = (path as NSString).deletingLastPathComponent
        while !folder.isEmpty, !kept.contains(folder), rmdir(root + "/" + folder) == 0 {
            folder = (folder as NSString).deletingLastPathComponent
        }
    }

    private func rename(_ temporary: String, over destination: String) throws(FileSystemWriter.Failure) {
        guard Foundation.rename(temporary, destination) == 0 else {
            let code = errno
            unlink(temporary)
            throw FileSystemWriter.Failure("rename", path: destination, code: code)
        }
    }
}
