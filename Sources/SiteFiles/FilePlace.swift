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
    /// The path of `folder`, nil when `name` is the whole path.
    private let folderPath: String?

    /// The whole path, for messages: made only when one is written (a build makes tens of thousands of places and
    /// fails at none; joining each one's path was a fifth of linking an image from the cache).
    var path: String { folderPath.map { $0 + "/" + name } ?? name }

    /// The absolute (or working-folder relative) path `path`.
    init(_ path: String) {
        folder = AT_FDCWD
        name = path
        folderPath = nil
    }

    /// `name` inside the open folder `folder`, whose path is `folderPath`.
    init(_ name: String, in folder: Int32, at folderPath: String) {
        self.folder = folder
        self.name = name
        self.folderPath = folderPath
    }

    /// The folder that holds this place, in the same open folder; nil for a single name (or `/`).
    var parent: FilePlace? {
        guard let slash = name.lastIndex(of: "/"), name != "/" else { return nil }
        let parentName = slash == name.startIndex ? "/" : String(name[..<slash])
        return FilePlace(folder: folder, name: parentName, folderPath: folderPath)
    }

    private init(folder: Int32, name: String, folderPath: String?) {
        self.folder = folder
        self.name = name
        self.folderPath = folderPath
    }
}
