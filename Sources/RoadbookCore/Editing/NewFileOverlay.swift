import Foundation

/// A site's files as they would be with one new file added, and that file alone in its folder: the loader reads
/// exactly the file about to be written, with the rest of the site (images) as it is.
struct NewFileOverlay: ContentFileSystem {
    let base: any ContentFileSystem
    /// The new file's path relative to the site root.
    let path: String
    let contents: Data

    private var folder: String { String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }

    func contents(of path: String, limit: Int?) -> Data? {
        guard path == self.path else { return base.contents(of: path, limit: limit) }
        return limit.map { Data(contents.prefix($0)) } ?? contents
    }

    func fileNames(in directory: String) -> [String]? {
        directory == folder ? [String(path.dropFirst(folder.count + 1))] : base.fileNames(in: directory)
    }

    func fileExists(_ path: String) -> Bool {
        path == self.path || base.fileExists(path)
    }
}
