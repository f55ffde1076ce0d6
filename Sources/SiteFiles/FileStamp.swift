import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What says a file is unchanged since something was made from it, without reading it: its size, its
/// modification time to the nanosecond and its inode (a file replaced by a rename, as editors save, has a new one).
/// The image cache and the track cache key their entries by it.
package struct FileStamp: Hashable, Sendable {
    package let size: Int64
    /// Nanoseconds since 1970.
    package let modified: Int64
    package let inode: UInt64

    package init(size: Int64, modified: Int64, inode: UInt64) {
        self.size = size
        self.modified = modified
        self.inode = inode
    }

    /// The stamp of the file `status` (from `fstat`) describes.
    package init(_ status: stat) {
        self.init(
            size: Int64(status.st_size), modified: Int64(status.st_mtim.tv_sec) * 1_000_000_000 + Int64(status.st_mtim.tv_nsec),
            inode: UInt64(status.st_ino))
    }

}
