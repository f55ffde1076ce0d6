import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A folder a build writes into (its staging folder), open once: its files and folders are created relative to the
/// open descriptor (`openat`, `mkdirat`), so the kernel looks up only the path below it instead of walking the
/// whole absolute path again for each of tens of thousands of files. Errors name the whole path.
///
/// The folder is closed when the last reference goes.
package final class OutputFolder: Sendable {
    /// The folder's path.
    package let path: String
    private let descriptor: Int32

    /// Opens the existing folder at `path`.
    package init(path: String) throws(FileOperationError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileOperationError("open folder", path: path, code: errno) }
        self.path = path
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }

    /// Writes `text` as UTF-8 to the file at `relative`, replacing it.
    package func write(_ text: String, at relative: String) throws(FileOperationError) {
        try FileSystemWriter.write(text, to: place(relative))
    }

    /// Writes `data` to the file at `relative`, replacing it.
    package func write(_ data: Data, at relative: String) throws(FileOperationError) {
        try FileSystemWriter.write(data, to: place(relative))
    }

    /// Writes `bytes` to the file at `relative`, replacing it.
    package func write(_ bytes: [UInt8], at relative: String) throws(FileOperationError) {
        try FileSystemWriter.write(bytes, to: place(relative))
    }

    /// Writes the file at `relative`, replacing it, from the pieces `produce` hands to its argument, in order.
    package func write(at relative: String, pieces produce: (_ write: ([UInt8]) -> Void) -> Void) throws(FileOperationError) {
        try FileSystemWriter.write(to: place(relative), pieces: produce)
    }

    /// Creates the folder `relative` (its parent must exist); an existing folder is fine.
    package func makeDirectory(_ relative: String) throws(FileOperationError) {
        try FileSystemWriter.makeDirectory(place(relative))
    }

    /// Creates the folder `relative` and every missing parent below this folder.
    package func makeDirectories(_ relative: String) throws(FileOperationError) {
        try FileSystemWriter.makeDirectories(place(relative))
    }

    /// Copies the site's file `file` (opened and checked by ``SiteFileAccess``) to `relative`, replacing it.
    package func copy(_ file: SiteFile, to relative: String) throws(FileOperationError) {
        try FileSystemWriter.copy(file, to: place(relative))
    }

    /// Copies the regular file at the absolute path `source` to `relative`, replacing it.
    package func copyFile(from source: String, to relative: String) throws(FileOperationError) {
        try FileSystemWriter.copyFile(from: source, to: place(relative))
    }

    /// Copies the regular file at the absolute path `source` to `relative`, replacing it; false, writing nothing,
    /// when there is no file at `source`.
    package func copyFileIfPresent(from source: String, to relative: String) throws(FileOperationError) -> Bool {
        try FileSystemWriter.copyFileIfPresent(from: source, to: place(relative))
    }

    /// Copies `size` bytes from the start of the open regular file `descriptor` (read from `sourcePath`, named in
    /// messages) to `relative`, replacing it.
    package func copy(descriptor: Int32, size: Int64, sourcePath: String, to relative: String) throws(FileOperationError) {
        try FileSystemWriter.copy(descriptor: descriptor, size: size, sourcePath: sourcePath, to: place(relative))
    }

    /// Makes `relative` a hard link to the regular file `name` of the open folder `folder`, read-only (0444); false,
    /// leaving nothing there, when it cannot be linked (another file system, a link limit) or is not a regular file.
    package func linkReadOnly(_ name: String, in folder: Int32, to relative: String) -> Bool {
        FileSystemWriter.linkReadOnly(name, in: folder, to: place(relative))
    }

    private func place(_ relative: String) -> FilePlace {
        FilePlace(relative, in: descriptor, at: path)
    }
}
