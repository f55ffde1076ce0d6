import Foundation
import SiteFiles

/// ``ContentFileSystem`` over a site folder on disk, read through ``SiteFileAccess``: only regular files inside
/// the site, files opened relative to their folder, each folder opened once.
package struct DiskFileSystem: ContentFileSystem {
    let access: SiteFileAccess

    var root: URL { access.root }

    package init(root: URL) {
        access = SiteFileAccess(root: root)
    }

    package func read(_ path: String, limit: Int?) -> Result<Data, SiteFileRefusal> {
        access.read(path, limit: limit)
    }

    package func entries(of directory: String) -> Result<[SiteFolderEntry], SiteFileRefusal> {
        access.entries(of: directory)
    }

    /// The stamp of a regular file reached without a link (nothing opened); nil for anything else, which is then
    /// read, and reported, as it is.
    package func stamp(of path: String) -> FileStamp? {
        access.plainFileStatus(path).map(FileStamp.init)
    }

    package func kind(of path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal> {
        access.kind(of: path)
    }
}
