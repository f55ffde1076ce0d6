import RoadbookContent
import SiteFiles

/// What the cache remembers of a source image, so that an unchanged file (the same ``FileStamp``: size, time and
/// inode) is neither read nor hashed again.
struct ImageSourceRecord: Hashable, Sendable {
    /// The file's stamp when it was read.
    let stamp: FileStamp
    /// SHA-256 of the bytes, in hexadecimal.
    let hash: String
    /// What its header says.
    let header: ImageHeader

    init(stamp: FileStamp, hash: String, header: ImageHeader) {
        self.stamp = stamp
        self.hash = hash
        self.header = header
    }

    /// A record of a file of `size` bytes, modified at `modified` (nanoseconds since 1970), with `inode`.
    init(size: Int64, modified: Int64, inode: UInt64, hash: String, header: ImageHeader) {
        self.init(stamp: FileStamp(size: size, modified: modified, inode: inode), hash: hash, header: header)
    }
}
