/// A file's identity on the machine: the same folder reached by two paths has one identity.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
}
