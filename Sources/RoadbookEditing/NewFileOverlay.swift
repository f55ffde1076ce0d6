import Foundation
import RoadbookContent
import SiteFiles

/// A site's files as they would be with one new file added, and that file alone in its folder: the loader reads
/// exactly the file about to be written, with the rest of the site (images) as it is.
struct NewFileOverlay: ContentFileSystem {
    let base: any ContentFileSystem
    /// The new file's path relative to the site root.
    let path: String
    let contents: Data

    private var folder: String { String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }

    func read(_ path: String, limit: Int?) -> Result<Data, SiteFileRefusal> {
        guard path == self.path else { return base.read(path, limit: limit) }
        return .success(limit.map { Data(contents.prefix($0)) } ?? contents)
    }

    func entries(of directory: String) -> Result<[SiteFolderEntry], SiteFileRefusal> {
        guard directory == folder else { return base.entries(of: directory) }
        return .success([SiteFolderEntry(name: String(path.dropFirst(folder.count + 1)), kind: .file, isLink: false)])
    }

    func kind(of path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal> {
        path == self.path ? .success(.file) : base.kind(of: path)
    }
}
