import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension SiteFileAccess {
    /// Every regular file under the folder `path` (a missing folder has none), walking each real folder once:
    /// a folder reached again through a link (identity = device and inode) is not entered again but reported
    /// (a warning), so links that fan out cannot multiply the files. The walk stops with an error at the entry
    /// that crosses one of `limits`.
    public func walk(_ path: String, limits: SiteWalkLimits = .standard) -> SiteFolderWalk {
        var walk = SiteFolderWalk()
        var firstPathOfFolder: [FileIdentity: String] = [:]
        // Folders reached through links wait until no real folder is left, so a folder is walked at its own path
        // and a link to it is the second path.
        var pending: [(path: String, depth: Int)] = [(path, 0)]
        var linked: [(path: String, depth: Int)] = []
        var bytes: Int64 = 0
        while let (folderPath, depth) = pending.popLast() ?? linked.popLast() {
            let folder: OpenFolders.Folder
            switch openFolder(folderPath) {
            case .success(let opened): folder = opened
            case .failure(let refusal):
                if !refusal.isMissing || folderPath != path { walk.refusals.append(refusal) }
                continue
            }
            defer { close(folder.descriptor) }
            var status = stat()
            guard fstat(folder.descriptor, &status) == 0 else {
                walk.refusals.append(SiteFileRefusal(path: folderPath, reason: .unreadable(code: errno)))
                continue
            }
            let identity = FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
            if let first = firstPathOfFolder[identity] {
                walk.refusals.append(SiteFileRefusal(path: folderPath, reason: .sameFolder(as: first)))
                continue
            }
            firstPathOfFolder[identity] = folderPath
            walk.folders.append(folderPath)
            let entries: [SiteFolderEntry]
            switch Self.entries(of: folder, path: folderPath, root: realRoot) {
            case .success(let listed): entries = listed
            case .failure(let refusal):
                walk.refusals.append(refusal)
                continue
            }
            var subfolders: [String] = []
            var linkedSubfolders: [String] = []
            for entry in entries {
                let entryPath = folderPath.isEmpty ? entry.name : folderPath + "/" + entry.name
                func stop(_ limit: SiteWalkLimits.Limit) -> SiteFolderWalk {
                    walk.refusals.append(SiteFileRefusal(path: entryPath, reason: .walkLimit(limit, root: path)))
                    return walk.sorted()
                }
                switch entry.kind {
                case .refused(let reason):
                    walk.refusals.append(SiteFileRefusal(path: entryPath, reason: reason))
                case .folder:
                    if depth + 1 > limits.depth { return stop(.depth(limits.depth)) }
                    if entry.isLink { linkedSubfolders.append(entryPath) } else { subfolders.append(entryPath) }
                case .file:
                    var fileStatus = stat()
                    let size = fstatat(folder.descriptor, entry.name, &fileStatus, 0) == 0 ? Int64(fileStatus.st_size) : 0
                    bytes += size
                    if walk.files.count + 1 > limits.files { return stop(.files(limits.files)) }
                    if bytes > limits.bytes { return stop(.bytes(limits.bytes)) }
                    walk.files.append(SiteFolderWalk.File(path: entryPath, size: size))
                }
            }
            // Walked in name order: the first path to a folder is the first in that order.
            pending += subfolders.reversed().map { ($0, depth + 1) }
            linked.insert(contentsOf: linkedSubfolders.reversed().map { ($0, depth + 1) }, at: 0)
        }
        return walk.sorted()
    }
}

extension SiteFolderWalk {
    /// The walk with its files and folders sorted by path.
    fileprivate func sorted() -> SiteFolderWalk {
        var walk = self
        walk.files.sort { $0.path < $1.path }
        walk.folders.sort()
        return walk
    }
}
