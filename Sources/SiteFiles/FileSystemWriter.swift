import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes and copies files with plain system calls, for the build's hot path (thousands of small files).
///
/// Copies of files larger than ``smallFileLimit`` use `copy_file_range` (the kernel copies, or shares blocks on file
/// systems that can), falling back to read and write; smaller ones are read and written: `copy_file_range` goes
/// through a pipe of the kernel's for each file on tmpfs and ext4. The site's own files are never hard linked, so a
/// tool that later edits the output in place cannot change a source; only Roadbook's image cache is
/// (``linkReadOnly(_:in:to:)``), its files read-only.
///
/// Every file is written as a new file: whatever held its name (a file, a hard link to the cache, a symbolic link) is
/// removed first, never written through.
package enum FileSystemWriter {
    /// The error of a failed call: the file operations' one error type, under the name the build has used.
    package typealias Failure = FileOperationError

    /// Writes `text` as UTF-8 to `path`, replacing the file.
    package static func write(_ text: String, to path: String) throws(FileOperationError) {
        try write(text, to: FilePlace(path))
    }

    /// Writes `data` to `path`, replacing the file.
    package static func write(_ data: Data, to path: String) throws(FileOperationError) {
        try write(data, to: FilePlace(path))
    }

    /// Writes `text` as UTF-8 to `place`, replacing the file.
    static func write(_ text: String, to place: FilePlace) throws(FileOperationError) {
        var text = text
        let failure = text.withUTF8 { buffer in writeBytes(UnsafeRawBufferPointer(buffer), to: place) }
        if let failure { throw failure }
    }

    /// Writes `data` to `place`, replacing the file.
    static func write(_ data: Data, to place: FilePlace) throws(FileOperationError) {
        let failure = data.withUnsafeBytes { buffer in writeBytes(buffer, to: place) }
        if let failure { throw failure }
    }

    /// Writes `bytes` to `place`, replacing the file.
    static func write(_ bytes: [UInt8], to place: FilePlace) throws(FileOperationError) {
        let failure = bytes.withUnsafeBytes { buffer in writeBytes(buffer, to: place) }
        if let failure { throw failure }
    }

    /// Creates or truncates the file at `place` and writes the pieces `produce` hands to its argument, in order: a
    /// large file made piece by piece is never whole in memory. After a failed write the rest is not written.
    static func write(to place: FilePlace, pieces produce: (_ write: ([UInt8]) -> Void) -> Void) throws(FileOperationError) {
        let descriptor = try create(place)
        defer { close(descriptor) }
        var failure: Int32?
        produce { piece in
            guard failure == nil else { return }
            failure = piece.withUnsafeBytes { DescriptorWriter.writeAll($0, to: descriptor) }
        }
        if let failure { throw FileOperationError("write", path: place.path, code: failure) }
    }

    /// Creates or truncates the file at `place` and writes every byte of `buffer`, going on after interrupted writes.
    private static func writeBytes(_ buffer: UnsafeRawBufferPointer, to place: FilePlace) -> FileOperationError? {
        let descriptor: Int32
        do { descriptor = try create(place) } catch { return error }
        defer { close(descriptor) }
        return DescriptorWriter.writeAll(buffer, to: descriptor).map { FileOperationError("write", path: place.path, code: $0) }
    }

    /// Creates a new file at `place`, open for writing: a name already taken is first removed (a file, or a link, which
    /// is never written through: an image published as a hard link to the cache must not change the cache).
    private static func create(_ place: FilePlace) throws(FileOperationError) -> Int32 {
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = openat(place.folder, place.name, flags, 0o644)
        if descriptor < 0, errno == EEXIST, unlinkat(place.folder, place.name, 0) == 0 {
            descriptor = openat(place.folder, place.name, flags, 0o644)
        }
        guard descriptor >= 0 else { throw FileOperationError("write", path: place.path, code: errno) }
        return descriptor
    }

    /// Makes `place` a hard link to the regular file `name` of the open folder `folder` (what held `place` is removed
    /// first) and the file read-only (0444), so that neither of its names can be opened for writing by mistake.
    /// False, leaving nothing at `place`, when the file systems cannot link the two (other file systems, a link
    /// limit, a refusal), when `name` is missing, or when it is not a regular file: the caller then copies or reports.
    static func linkReadOnly(_ name: String, in folder: Int32, to place: FilePlace) -> Bool {
        var linked = linkat(folder, name, place.folder, place.name, 0) == 0
        if !linked, errno == EEXIST, unlinkat(place.folder, place.name, 0) == 0 {
            linked = linkat(folder, name, place.folder, place.name, 0) == 0
        }
        guard linked else { return false }
        // linkat links a symbolic link itself: what was linked is checked where it now is, in the output.
        var status = stat()
        guard fstatat(place.folder, place.name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG,
            status.st_mode & 0o7777 == readOnlyMode || fchmodat(place.folder, place.name, readOnlyMode, 0) == 0
        else {
            unlinkat(place.folder, place.name, 0)
            return false
        }
        return true
    }

    /// The mode of a file with two names: readable by all, writable by none.
    static let readOnlyMode: mode_t = 0o444

    /// Creates the folder `path` (its parent must exist); an existing folder is fine.
    package static func makeDirectory(_ path: String) throws(FileOperationError) {
        try makeDirectory(FilePlace(path))
    }

    /// Creates the folder at `place` (its parent must exist); an existing folder is fine.
    static func makeDirectory(_ place: FilePlace) throws(FileOperationError) {
        if mkdirat(place.folder, place.name, 0o755) != 0, errno != EEXIST {
            throw FileOperationError("create folder", path: place.path, code: errno)
        }
    }

    /// Creates `path` and every missing parent.
    package static func makeDirectories(_ path: String) throws(FileOperationError) {
        try makeDirectories(FilePlace(path))
    }

    /// Creates the folder at `place` and every missing parent (below its open folder, for a relative place).
    static func makeDirectories(_ place: FilePlace) throws(FileOperationError) {
        if mkdirat(place.folder, place.name, 0o755) == 0 || errno == EEXIST { return }
        guard errno == ENOENT else { throw FileOperationError("create folder", path: place.path, code: errno) }
        if let parent = place.parent { try makeDirectories(parent) }
        try makeDirectory(place)
    }

    private typealias CopyFileRange = @convention(c) (Int32, UnsafeMutablePointer<Int64>?, Int32, UnsafeMutablePointer<Int64>?, Int, UInt32) -> Int

    /// The largest file copied by reading and writing it (in one read and one write, through a buffer on the stack).
    static let smallFileLimit = 64 * 1024

    /// glibc's `copy_file_range`, looked up once (Swift's Glibc module does not export it: it is a GNU extension).
    private static let copyFileRange: CopyFileRange? = {
        guard let symbol = dlsym(nil, "copy_file_range") else { return nil }
        return unsafeBitCast(symbol, to: CopyFileRange.self)
    }()

    /// Copies the regular file at `source` to `destination` (replaced), with `copy_file_range` where the kernel can.
    /// The file is opened without blocking and must be a regular file (a FIFO is refused, never waited on). Files of
    /// the site are copied with ``copy(_:to:)`` instead, which reads what ``SiteFileAccess`` allows.
    package static func copyFile(from source: String, to destination: String) throws(FileOperationError) {
        try copyFile(from: source, to: FilePlace(destination))
    }

    /// Copies the regular file at `source` to `destination` (replaced), from a descriptor that checks it is one.
    static func copyFile(from source: String, to destination: FilePlace) throws(FileOperationError) {
        guard try copyFileIfPresent(from: source, to: destination) else { throw FileOperationError("read", path: source, code: ENOENT) }
    }

    /// Copies the regular file at `source` to `destination` as ``copyFile(from:to:)`` does; false, writing nothing,
    /// when there is no file at `source`.
    static func copyFileIfPresent(from source: String, to destination: FilePlace) throws(FileOperationError) -> Bool {
        let input = open(source, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard input >= 0 else {
            if errno == ENOENT { return false }
            throw FileOperationError("read", path: source, code: errno)
        }
        defer { close(input) }
        var status = stat()
        guard fstat(input, &status) == 0 else { throw FileOperationError("read", path: source, code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else { throw FileOperationError("read", path: source, code: EINVAL) }
        try copy(descriptor: input, size: Int64(status.st_size), sourcePath: source, to: destination)
        return true
    }

    /// Copies the site's file `file` (opened and checked by ``SiteFileAccess``) to `destination` (replaced).
    package static func copy(_ file: SiteFile, to destination: String) throws(FileOperationError) {
        try copy(file, to: FilePlace(destination))
    }

    /// Copies the site's file `file` to `destination` (replaced).
    static func copy(_ file: SiteFile, to destination: FilePlace) throws(FileOperationError) {
        try copy(descriptor: file.descriptor, size: file.size, sourcePath: file.path, to: destination)
    }

    /// Copies from the start of the open regular file `input` of `size` bytes to `destination`.
    static func copy(descriptor input: Int32, size: Int64, sourcePath source: String, to place: FilePlace) throws(FileOperationError) {
        let destination = place.path
        let output = try create(place)
        defer { close(output) }
        var remaining = Int(clamping: size)
        var offset: Int64 = 0
        if remaining > Self.smallFileLimit, let copyFileRange {
            while remaining > 0 {
                let copied = copyFileRange(input, &offset, output, nil, remaining, 0)
                if copied > 0 {
                    remaining -= copied
                    continue
                }
                if copied == 0 { break }
                if errno == EINTR { continue }
                if errno == EXDEV || errno == ENOSYS || errno == EINVAL || errno == EOPNOTSUPP { break }
                throw FileOperationError("copy to", path: destination, code: errno)
            }
            if remaining == 0 { return }
        }
        // Read and write from where copy_file_range stopped (or from the start), until the end of the file.
        try withUnsafeTemporaryAllocation(byteCount: Self.smallFileLimit, alignment: 16) { buffer throws(FileOperationError) in
            while true {
                let count = pread(input, buffer.baseAddress, buffer.count, off_t(offset))
                if count < 0 {
                    if errno == EINTR { continue }
                    throw FileOperationError("read", path: source, code: errno)
                }
                if count == 0 { break }
                offset += Int64(count)
                if let code = DescriptorWriter.writeAll(UnsafeRawBufferPointer(rebasing: buffer[..<count]), to: output) {
                    throw FileOperationError("write", path: destination, code: code)
                }
            }
        }
    }
}
