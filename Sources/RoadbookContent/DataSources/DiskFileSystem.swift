import Foundation

/// ``ContentFileSystem`` over a site folder on disk, read through ``SiteFileAccess``: only regular files inside
/// the site, files opened relative to their folder, each folder opened once.
struct DiskFileSystem: ContentFileSystem {
    let access: SiteFileAccess

    var root: URL { access.root }

    init(root: URL) {
        access = SiteFileAccess(root: root)
    }

    func read(_ path: String, limit: Int?) -> Result<Data, SiteFileRefusal> {
        access.read(path, limit: limit)
    }

    func entries(of directory: String) -> Result<[SiteFolderEntry], SiteFileRefusal> {
        access.entries(of: directory)
    }

    func kind(of path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal> {
        access.kind(of: path)
    }
}
