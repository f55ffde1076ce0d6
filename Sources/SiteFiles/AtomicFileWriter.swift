import Foundation

/// Writes files so that a reader sees either the old text or the new one, never half of it: the data goes to a
/// temporary file in the same folder, is flushed to disk (`fsync`), then renamed over the file.
package enum AtomicFileWriter {
    /// Replaces the file at `url` with `data` (creating it if needed), keeping the permissions of the file it
    /// replaces. A symbolic link is followed: its target is replaced, the link stays. A link that leads nowhere
    /// (`ENOENT`) and a read-only file (`EACCES`) are refused, never replaced.
    ///
    /// With `expected`, the file is replaced only if it is still the one of that snapshot, checked after the new
    /// bytes are on disk, just before the rename; otherwise nothing is written and the error is
    /// ``FileOperationError/isChangedMeanwhile``.
    package static func write(_ data: Data, to url: URL, replacing expected: FileSnapshot? = nil) throws(FileOperationError) {
        let target = try realTarget(of: url)
        var status = stat()
        let mode: mode_t? = stat(target.path, &status) == 0 ? status.st_mode & 0o7777 : nil
        if let mode, mode & 0o222 == 0 || access(target.path, W_OK) != 0 {
            throw FileOperationError("write", path: url.path, code: EACCES)
        }
        let temporary = try writeTemporary(data, besides: target, mode: mode)
        // The bytes compared first, then the status once more just before the rename: what an editor saves after
        // this check and before the rename (a few microseconds) is the only save that could still be lost.
        if let expected, !expected.isCurrent(at: target.path) || !expected.hasSameStatus(at: target.path) {
            unlink(temporary)
            throw FileOperationError.changedMeanwhile(path: url.path)
        }
        guard rename(temporary, target.path) == 0 else {
            let error = FileOperationError("write", path: target.path)
            unlink(temporary)
            throw error
        }
        syncFolder(of: target)
    }

    /// Creates the file at `url` with `data`; refuses (``FileOperationError/isAlreadyExists``) if a file is there,
    /// even one created at the same moment by another process.
    package static func create(_ data: Data, at url: URL) throws(FileOperationError) {
        let temporary = try writeTemporary(data, besides: url, mode: nil)
        defer { unlink(temporary) }
        guard link(temporary, url.path) == 0 else { throw FileOperationError("create", path: url.path) }
        syncFolder(of: url)
    }

    /// The file `url` leads to, every link resolved; `url` itself when nothing is there.
    private static func realTarget(of url: URL) throws(FileOperationError) -> URL {
        var info = stat()
        guard lstat(url.path, &info) == 0 else { return url }
        guard let resolved = RealPath.resolve(url.path) else { throw FileOperationError("write", path: url.path, code: ENOENT) }
        return URL(fileURLWithPath: resolved)
    }

    /// Writes `data` to a new hidden file next to `url` and flushes it; returns its path.
    private static func writeTemporary(_ data: Data, besides url: URL, mode: mode_t?) throws(FileOperationError) -> String {
        let folder = url.deletingLastPathComponent()
        let path = folder.appendingPathComponent(".\(url.lastPathComponent).\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
            .path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileOperationError("write", path: url.path) }
        var failure: FileOperationError?
        if let mode, fchmod(descriptor, mode) != 0 { failure = FileOperationError("write", path: url.path) }
        if failure == nil {
            let code = data.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
            failure = code.map { FileOperationError("write", path: url.path, code: $0) }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = FileOperationError("write", path: url.path) }
        if close(descriptor) != 0, failure == nil { failure = FileOperationError("write", path: url.path) }
        if let failure {
            unlink(path)
            throw failure
        }
        return path
    }

    /// Flushes the folder entry of a renamed or linked file, so the new name survives a crash.
    private static func syncFolder(of url: URL) {
        let descriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        fsync(descriptor)
        close(descriptor)
    }
}
