import Foundation

#if canImport(Glibc)
import Glibc
#endif

extension SiteFileAccess {
    /// The entries of the folder at `path`, sorted by name (`.` and `..` left out), or why the folder is not read
    /// (``SiteFileRefusal/isMissing`` when there is none).
    package func entries(of path: String) -> Result<[SiteFolderEntry], SiteFileRefusal> {
        folders.with(path, open: openFolder) { folder in
            Self.entries(of: folder, path: path, root: realRoot)
        }.flatMap { $0 }
    }

    /// What is at `path` (links followed): a file, a folder, or why it is not read (``SiteFileRefusal/isMissing``
    /// when nothing is there). Nothing is opened but its folder.
    package func kind(of path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal> {
        guard let slash = path.lastIndex(of: "/") else {
            if path.isEmpty { return .success(.folder) }
            return kind(named: path, inFolder: "", path: path)
        }
        return kind(named: String(path[path.index(after: slash)...]), inFolder: String(path[..<slash]), path: path)
    }

    private func kind(named name: String, inFolder folderPath: String, path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal> {
        let entry = folders.with(folderPath, open: openFolder) { folder in
            Self.lookedUp(name, in: folder, root: realRoot)
        }
        switch entry {
        case .failure(let refusal): return .failure(refusal)
        case .success(let entry):
            if case .refused(let reason) = entry.kind { return .failure(SiteFileRefusal(path: path, reason: reason)) }
            return .success(entry.kind)
        }
    }

    /// Opens the folder at `relative` (links followed) and checks that it really is inside the site; a refusal
    /// names the first part of the path that leaves the site or does not exist.
    func openFolder(_ relative: String) -> Result<OpenFolders.Folder, SiteFileRefusal> {
        let path = absolute(relative)
        let descriptor = Glibc.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            let code = errno
            if let refusal = firstRefusedComponent(of: relative) { return .failure(refusal) }
            let reason: SiteFileRefusal.Reason = code == ENOENT || code == ENOTDIR ? .missing : .unreadable(code: code)
            return .failure(SiteFileRefusal(path: relative, reason: reason))
        }
        guard let real = RealPath.of(descriptor: descriptor) ?? RealPath.resolve(path), RealPath.isInside(real, root: realRoot) else {
            close(descriptor)
            return .failure(
                firstRefusedComponent(of: relative)
                    ?? SiteFileRefusal(path: relative, reason: .linksOutside(target: RealPath.resolve(path) ?? path)))
        }
        return .success(OpenFolders.Folder(descriptor: descriptor, realPath: real))
    }

    /// The first component of `relative` (from the root down) that is a link leading outside the site, a dangling
    /// link or a loop, as a refusal at that component's path; `nil` when there is none. Only called after an open
    /// failed or led outside, to say where.
    func firstRefusedComponent(of relative: String) -> SiteFileRefusal? {
        var current = ""
        for component in relative.split(separator: "/") {
            current = current.isEmpty ? String(component) : current + "/" + component
            let path = absolute(current)
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            guard status.st_mode & S_IFMT == S_IFLNK else { continue }
            guard let real = RealPath.resolve(path) else {
                let reason: SiteFileRefusal.Reason = errno == ELOOP ? .linkLoop : .danglingLink(target: RealPath.linkText(at: path) ?? "")
                return SiteFileRefusal(path: current, reason: reason)
            }
            if !RealPath.isInside(real, root: realRoot) { return SiteFileRefusal(path: current, reason: .linksOutside(target: real)) }
        }
        return nil
    }

    /// The entries of an open folder, sorted by the bytes of their names (as the file system stores them, not as
    /// Unicode compares them). A link or an entry of unknown type is looked up: what it leads to decides its kind,
    /// and a link outside the site (`root`, a real path) is refused, as is a name that is not UTF-8. `path` is the
    /// folder's path relative to the site root.
    static func entries(of folder: OpenFolders.Folder, path: String, root: String) -> Result<[SiteFolderEntry], SiteFileRefusal> {
        // A descriptor of its own: the listing position is not shared with other users of the folder.
        let own = openat(folder.descriptor, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard own >= 0, let stream = fdopendir(own) else {
            let code = errno
            if own >= 0 { close(own) }
            return .failure(SiteFileRefusal(path: path, reason: .unreadable(code: code)))
        }
        defer { closedir(stream) }
        var entries: [SiteFolderEntry] = []
        while let entry = readdir(stream) {
            let type = Int32(entry.pointee.d_type)
            let bytes = DirectoryEntryName.bytes(of: entry)
            guard let name = String(validating: bytes, as: UTF8.self) else {
                entries.append(notUTF8(bytes, type: type, in: folder))
                continue
            }
            if name == "." || name == ".." { continue }
            switch type {
            case Int32(DT_REG): entries.append(SiteFolderEntry(name: name, kind: .file, isLink: false))
            case Int32(DT_DIR): entries.append(SiteFolderEntry(name: name, kind: .folder, isLink: false))
            default: entries.append(lookedUp(name, in: folder, root: root))
            }
        }
        return .success(entries.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) })
    }

    /// The refused entry of a name that is not UTF-8 (`bytes`, of type `type` as `readdir` gave it), named with
    /// escapes; a folder when it is one itself (a link is not followed: nothing is read through it).
    private static func notUTF8(_ bytes: UnsafeBufferPointer<UInt8>, type: Int32, in folder: OpenFolders.Folder) -> SiteFolderEntry {
        var isFolder = type == Int32(DT_DIR)
        if type == Int32(DT_UNKNOWN) {
            var status = stat()
            let found = (Array(bytes) + [0]).withUnsafeBufferPointer { name in
                name.withMemoryRebound(to: CChar.self) {
                    fstatat(folder.descriptor, $0.baseAddress!, &status, AT_SYMLINK_NOFOLLOW) == 0
                }
            }
            isFolder = found && status.st_mode & S_IFMT == S_IFDIR
        }
        return SiteFolderEntry(
            name: DirectoryEntryName.escaped(bytes), kind: .refused(.nameNotUTF8), isLink: type == Int32(DT_LNK),
            isRefusedFolder: isFolder)
    }

    /// The entry `name` of `folder`, by `fstatat` (for links, special files and file systems that give no type).
    private static func lookedUp(_ name: String, in folder: OpenFolders.Folder, root: String) -> SiteFolderEntry {
        var status = stat()
        guard fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            let reason: SiteFileRefusal.Reason = errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(code: errno)
            return SiteFolderEntry(name: name, kind: .refused(reason), isLink: false)
        }
        let isLink = status.st_mode & S_IFMT == S_IFLNK
        if isLink {
            let path = folder.realPath + "/" + name
            guard fstatat(folder.descriptor, name, &status, 0) == 0, let real = RealPath.resolve(path) else {
                let reason: SiteFileRefusal.Reason = errno == ELOOP ? .linkLoop : .danglingLink(target: RealPath.linkText(at: path) ?? "")
                return SiteFolderEntry(name: name, kind: .refused(reason), isLink: true)
            }
            guard RealPath.isInside(real, root: root) else {
                return SiteFolderEntry(
                    name: name, kind: .refused(.linksOutside(target: real)), isLink: true,
                    isRefusedFolder: status.st_mode & S_IFMT == S_IFDIR)
            }
        }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return SiteFolderEntry(name: name, kind: .file, isLink: isLink)
        case S_IFDIR: return SiteFolderEntry(name: name, kind: .folder, isLink: isLink)
        default: return SiteFolderEntry(name: name, kind: .refused(fileTypeProblem(status.st_mode)!), isLink: isLink)
        }
    }
}
