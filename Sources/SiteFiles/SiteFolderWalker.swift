import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The state of one ``SiteFileAccess/walk(_:limits:)``, the one walk of a folder tree (the build's of `static/` and
/// the theme, `roadbook check`'s of a built site): the folders still to walk, the identities of those walked, the
/// entries and bytes counted so far.
struct SiteFolderWalker {
    private let access: SiteFileAccess
    private let start: String
    private let limits: SiteWalkLimits
    private var walk = SiteFolderWalk()
    private var firstPathOfFolder: [FileIdentity: String] = [:]
    /// Real folders still to walk, the next one last.
    private var pending: [(path: String, depth: Int)]
    /// Folders reached through links, walked when no real one is left; the next one last.
    private var linked: [(path: String, depth: Int)] = []
    private var bytes: Int64 = 0
    /// The entries visited so far, the start included.
    private var visited = 1

    init(access: SiteFileAccess, start: String, limits: SiteWalkLimits) {
        self.access = access
        self.start = start
        self.limits = limits
        pending = [(start, 0)]
    }

    /// Walks everything; the files and folders sorted by path.
    mutating func run() -> SiteFolderWalk {
        while let (path, depth) = pending.popLast() ?? linked.popLast() {
            guard visit(path, depth: depth) else { break }
        }
        walk.files.sort { $0.path < $1.path }
        walk.folders.sort()
        return walk
    }

    /// Lists the folder at `path` and queues its subfolders; `false` when a limit stops the walk.
    private mutating func visit(_ path: String, depth: Int) -> Bool {
        let folder: OpenFolders.Folder
        switch access.openFolder(path) {
        case .success(let opened): folder = opened
        case .failure(let refusal):
            if !refusal.isMissing || path != start { refuseFolder(refusal) }
            return true
        }
        defer { close(folder.descriptor) }
        var status = stat()
        guard fstat(folder.descriptor, &status) == 0 else {
            refuseFolder(SiteFileRefusal(path: path, reason: .unreadable(code: errno)))
            return true
        }
        let identity = FileIdentity(status)
        if let first = firstPathOfFolder[identity] {
            refuseFolder(SiteFileRefusal(path: path, reason: .sameFolder(as: first)))
            return true
        }
        firstPathOfFolder[identity] = path
        walk.folders.append(path)
        switch SiteFileAccess.entries(of: folder, path: path, root: access.realRoot) {
        case .success(let entries): return add(entries, of: folder, at: path, depth: depth)
        case .failure(let refusal):
            refuseFolder(refusal)
            return true
        }
    }

    /// Records a folder that is not walked (or not listed), and why.
    private mutating func refuseFolder(_ refusal: SiteFileRefusal) {
        walk.refusals.append(refusal)
        walk.refusedFolders.insert(refusal.path)
    }

    /// Records the entries of the folder at `path`: files counted against the limits, subfolders queued, refused
    /// entries reported; `false` when a limit stops the walk.
    private mutating func add(_ entries: [SiteFolderEntry], of folder: OpenFolders.Folder, at path: String, depth: Int) -> Bool {
        var subfolders: [String] = []
        var linkedSubfolders: [String] = []
        for entry in entries {
            let entryPath = path.isEmpty ? entry.name : path + "/" + entry.name
            visited += 1
            if let limit = limits.entries, visited > limit { return stop(.entries(limit), at: entryPath) }
            switch entry.kind {
            case .refused(let reason):
                walk.refusals.append(SiteFileRefusal(path: entryPath, reason: reason))
                if entry.isFolder { walk.refusedFolders.insert(entryPath) }
            case .folder:
                if let limit = limits.depth, depth + 1 > limit { return stop(.depth(limit), at: entryPath) }
                if entry.isLink { linkedSubfolders.append(entryPath) } else { subfolders.append(entryPath) }
            case .file:
                if let limit = limits.files, walk.files.count + 1 > limit { return stop(.files(limit), at: entryPath) }
                var size: Int64?
                if let limit = limits.bytes {
                    // Sizes are read for this limit alone: a walk without it asks nothing of a regular file.
                    var status = stat()
                    let fileSize = fstatat(folder.descriptor, entry.name, &status, 0) == 0 ? Int64(status.st_size) : 0
                    bytes += fileSize
                    if bytes > limit { return stop(.bytes(limit), at: entryPath) }
                    size = fileSize
                }
                walk.files.append(SiteFolderWalk.File(path: entryPath, size: size))
            }
        }
        // Walked in name order: the first path to a folder is the first in that order.
        pending += subfolders.reversed().map { ($0, depth + 1) }
        linked.insert(contentsOf: linkedSubfolders.reversed().map { ($0, depth + 1) }, at: 0)
        return true
    }

    private mutating func stop(_ limit: SiteWalkLimits.Limit, at path: String) -> Bool {
        walk.refusals.append(SiteFileRefusal(path: path, reason: .walkLimit(limit, root: start)))
        return false
    }
}
