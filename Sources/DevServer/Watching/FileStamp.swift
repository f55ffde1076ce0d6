/// What the watcher remembers of one file or folder: enough to notice any edit, replacement or truncation.
struct FileStamp: Sendable, Equatable {
    /// Whether it is a folder.
    let isDirectory: Bool
    /// Size in bytes.
    let size: Int64
    /// Modification time, seconds and nanoseconds.
    let modifiedSeconds: Int
    /// The nanoseconds of the modification time.
    let modifiedNanoseconds: Int
    /// The inode, which changes when an editor saves by writing a new file and renaming it over the old one.
    let inode: UInt64
}
