import Foundation
import SiteFiles

/// Where a build's files go: every job of the output plan writes through one, so `generate` and `serve` run the same
/// code and differ only in the sink. `generate`'s is the staging folder (``OutputFolder``), swapped in whole when
/// the build succeeded; `serve`'s is the served folder, where each file is replaced atomically. Paths are relative
/// to the sink's folder.
package protocol OutputSink: Sendable {
    /// The folder's path, to name it in messages.
    var path: String { get }
    /// Writes `data` to the file at `relative`, replacing it.
    func write(_ data: Data, at relative: String) throws(FileOperationError)
    /// Writes `bytes` to the file at `relative`, replacing it.
    func write(_ bytes: [UInt8], at relative: String) throws(FileOperationError)
    /// Writes the file at `relative`, replacing it, from the pieces `produce` hands to its argument, in order.
    func write(at relative: String, pieces produce: (_ write: ([UInt8]) -> Void) -> Void) throws(FileOperationError)
    /// Copies the site's file `file` (opened and checked by ``SiteFileAccess``) to `relative`, replacing it.
    func copy(_ file: SiteFile, to relative: String) throws(FileOperationError)
    /// Copies `size` bytes from the start of the open regular file `descriptor` (read from `sourcePath`, named in
    /// messages) to `relative`, replacing it.
    func copy(descriptor: Int32, size: Int64, sourcePath: String, to relative: String) throws(FileOperationError)
    /// Makes `relative` a hard link to the regular file `name` of the open folder `folder` (a cache entry), read-only
    /// (0444); false, leaving nothing there, when it cannot be linked (another file system, a link limit) or is not a
    /// regular file.
    func linkReadOnly(_ name: String, in folder: Int32, to relative: String) -> Bool
    /// Creates the folder `relative` and every missing parent below the sink's folder.
    func makeDirectories(_ relative: String) throws(FileOperationError)
}

extension OutputFolder: OutputSink {}
