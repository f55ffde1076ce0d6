import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The one way a build reads the site's files and folders, and so the one place of the policy on what it reads:
///
/// - only regular files and folders: a FIFO, socket or device is refused at its path, checked before opening and
///   again on the open descriptor (opened with `O_NONBLOCK`, so nothing can block on it);
/// - only what is inside the site folder: a symbolic link whose target resolves outside is refused at the link's
///   path; links that stay inside are followed;
/// - walks of a folder tree (``walk(_:limits:)``) see each real folder once and stop at ``SiteWalkLimits``.
///
/// Paths are relative to the site root, with `/` between components (`content/locations/rome.md`); `""` is the
/// root itself.
package struct SiteFileAccess: Sendable {
    /// The site folder as given.
    package let root: URL
    /// The site folder's real path, without a trailing slash (`/` alone for the file system's root).
    let realRoot: String
    /// The folders files are opened from, each opened and checked once.
    let folders = OpenFolders()

    /// Access to the site at `root`.
    package init(root: URL) {
        self.root = root
        var given = root.path
        while given.count > 1, given.hasSuffix("/") { given.removeLast() }
        realRoot = RealPath.resolve(given) ?? given
    }

    /// The absolute path of `relative` under the real root.
    func absolute(_ relative: String) -> String {
        if relative.isEmpty { return realRoot }
        return realRoot == "/" ? "/" + relative : realRoot + "/" + relative
    }

    /// The bytes of the regular file at `path`, at most `limit` of them from the start when given.
    package func read(_ path: String, limit: Int? = nil) -> Result<Data, SiteFileRefusal> {
        open(path).flatMap { $0.readAll(limit: limit) }
    }

    /// The regular file at `path`, open for reading, or why it is not read (``SiteFileRefusal/isMissing`` when
    /// nothing is there).
    package func open(_ path: String) -> Result<SiteFile, SiteFileRefusal> {
        guard let (folder, name) = Self.folderAndName(of: path) else {
            return .failure(SiteFileRefusal(path: path, reason: .folderInsteadOfFile))
        }
        return folders.with(folder, open: openFolder) { folder in
            openFile(named: name, in: folder, path: path)
        }.flatMap { $0 }
    }

    /// The status of the file at `path` when it is a regular file reached without a link (one `fstatat` in its open
    /// folder, nothing opened); nil otherwise, and then ``open(_:)`` says why or follows the link. For stamps that
    /// decide whether a file changed, not for reading it.
    package func plainFileStatus(_ path: String) -> stat? {
        guard let (folder, name) = Self.folderAndName(of: path) else { return nil }
        let found = folders.with(folder, open: openFolder) { folder -> stat? in
            var status = stat()
            guard fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0, status.st_mode & S_IFMT == S_IFREG
            else { return nil }
            return status
        }
        return (try? found.get()) ?? nil
    }

    /// The folder holding `path` (`""` at the root) and the file's name; nil when the name is empty, `.` or `..`.
    private static func folderAndName(of path: String) -> (folder: String, name: String)? {
        // An ASCII path's last "/" found in its bytes (there each byte is a character but for "\r\n"): the
        // characters' search was a fiftieth of a build.
        let bytes = path.utf8
        // In the string's own buffer: whether it is ASCII and the offset of its last "/", in one pass.
        let scanned = bytes.withContiguousStorageIfAvailable { buffer -> (isASCII: Bool, slash: Int?) in
            var slash: Int?
            for (offset, byte) in buffer.enumerated() {
                if byte >= 0x80 { return (false, nil) }
                if byte == UInt8(ascii: "/") { slash = offset }
            }
            return (true, slash)
        }
        let slash: String.Index?
        if let scanned, scanned.isASCII {
            slash = scanned.slash.map { bytes.index(bytes.startIndex, offsetBy: $0) }
        } else {
            slash = bytes.allSatisfy { $0 < 0x80 } ? bytes.lastIndex(of: UInt8(ascii: "/")) : path.lastIndex(of: "/")
        }
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { return nil }
        return (slash.map { String(path[..<$0]) } ?? "", name)
    }

    /// Opens `name` in the open folder `folder`: its type checked before opening (not following a link, then
    /// following it), opened without blocking and checked again on the descriptor; a link's target must be inside.
    private func openFile(named name: String, in folder: OpenFolders.Folder, path: String) -> Result<SiteFile, SiteFileRefusal> {
        func refused(_ reason: SiteFileRefusal.Reason) -> Result<SiteFile, SiteFileRefusal> {
            .failure(SiteFileRefusal(path: path, reason: reason))
        }
        var status = stat()
        guard fstatat(folder.descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return refused(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(code: errno))
        }
        let isLink = status.st_mode & S_IFMT == S_IFLNK
        if isLink, fstatat(folder.descriptor, name, &status, 0) != 0 {
            if errno == ELOOP { return refused(.linkLoop) }
            let text = RealPath.linkText(at: folder.realPath + "/" + name) ?? name
            return refused(errno == ENOENT || errno == ENOTDIR ? .danglingLink(target: text) : .unreadable(code: errno))
        }
        if let problem = Self.fileTypeProblem(status.st_mode) { return refused(problem) }
        let flags = O_RDONLY | O_CLOEXEC | O_NONBLOCK | (isLink ? 0 : O_NOFOLLOW)
        let descriptor = openat(folder.descriptor, name, flags)
        guard descriptor >= 0 else { return refused(errno == ENOENT ? .missing : .unreadable(code: errno)) }
        switch checkOpened(descriptor, isLink: isLink, at: folder.realPath + "/" + name) {
        case .failure(let reason):
            close(descriptor)
            return refused(reason)
        case .success(let size):
            return .success(SiteFile(path: path, descriptor: descriptor, size: size))
        }
    }

    /// Checks what `descriptor` opened (the name may have been swapped since it was looked at): a regular file,
    /// and inside the site when it was reached through a link. Its size.
    private func checkOpened(_ descriptor: Int32, isLink: Bool, at absolutePath: String) -> Result<Int64, SiteFileRefusal.Reason> {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(code: errno)) }
        if let problem = Self.fileTypeProblem(status.st_mode) { return .failure(problem) }
        if isLink {
            let real = RealPath.of(descriptor: descriptor) ?? RealPath.resolve(absolutePath) ?? ""
            guard RealPath.isInside(real, root: realRoot) else { return .failure(.linksOutside(target: real)) }
        }
        return .success(Int64(status.st_size))
    }

    /// Why a file of this mode is not read as a file; `nil` for a regular file.
    static func fileTypeProblem(_ mode: mode_t) -> SiteFileRefusal.Reason? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folderInsteadOfFile
        default: .notRegularFile(kind: RealPath.specialKind(mode: mode) ?? "not a regular file")
        }
    }
}
