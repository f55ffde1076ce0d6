#if canImport(Glibc)
import Glibc
#endif

/// Where a file operation acts: a name looked up in an open folder (`openat`, `mkdirat`), or an absolute path
/// (`AT_FDCWD`), with the whole path its errors name.
struct FilePlace {
    /// The folder descriptor `name` is looked up in.
    let folder: Int32
    /// The path relative to `folder` (or absolute).
    let name: String
    /// The whole path, for messages.
    let path: String

    /// The absolute (or working-folder relative) path `path`.
    init(_ path: String) {
        folder = AT_FDCWD
        name = path
        self.path = path
    }

    /// `name` inside the open folder `folder`, whose path is `folderPath`.
    init(_ name: String, in folder: Int32, at folderPath: String) {
        self.folder = folder
        self.name = name
        path = folderPath + "/" + name
    }
}
