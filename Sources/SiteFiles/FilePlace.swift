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

    /// The folder that holds this place, in the same open folder; nil for a single name (or `/`).
    var parent: FilePlace? {
        guard let slash = name.lastIndex(of: "/"), name != "/" else { return nil }
        let parentName = slash == name.startIndex ? "/" : String(name[..<slash])
        return FilePlace(folder: folder, name: parentName, path: String(path.dropLast(name.count - parentName.count)))
    }

    private init(folder: Int32, name: String, path: String) {
        self.folder = folder
        self.name = name
        self.path = path
    }
}
