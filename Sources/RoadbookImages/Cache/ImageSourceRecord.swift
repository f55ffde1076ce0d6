import RoadbookContent
/// What the cache remembers of a source image, so that an unchanged file (same size, time and inode) is neither
/// read nor hashed again.
struct ImageSourceRecord: Hashable, Sendable {
    /// Size in bytes.
    let size: Int64
    /// Modification time in nanoseconds since 1970.
    let modified: Int64
    /// The inode (an editor saving by rename changes it).
    let inode: UInt64
    /// SHA-256 of the bytes, in hexadecimal.
    let hash: String
    /// What its header says.
    let header: ImageHeader
}
