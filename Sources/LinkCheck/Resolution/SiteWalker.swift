import Foundation
import SiteFiles

/// Walks a site's folder once and makes its ``SiteIndex``.
///
/// Symbolic links are followed, as a static web server follows them, but only to folders inside the checked
/// folder (a link to `/` or out of the site is an unreadable folder, as `generate` refuses it), and each real
/// folder (device and inode) is walked once: a folder reached again is recorded as an alias. The walk stops with
/// an error after `limit` files and folders.
struct SiteWalker {
    /// The site folder.
    let root: URL
    /// The most files and folders to visit.
    let limit: Int

    /// Walks the tree under `root`: every real folder first, then the folders reached only through links,
    /// each entry in byte order, so which name of a folder comes first does not depend on the file system.
    func index() throws(LinkCheckError) -> SiteIndex {
        let rootPath = root.path
        var rootInfo = stat()
        guard stat(rootPath, &rootInfo) == 0, (rootInfo.st_mode & S_IFMT) == S_IFDIR else {
            throw .notADirectory(rootPath)
        }
        let realRoot = RealPath.resolve(rootPath) ?? rootPath
        var walk = Walk(firstName: [FileIdentity(rootInfo): ""])
        var realFolders = [""]
        var linkedFolders: [String] = []
        while let relative = realFolders.popLast() ?? linkedFolders.popLast() {
            if relative.isEmpty == false, walk.directories.contains(relative) == false {
                // A folder reached through a link: walk it only if its real folder was not walked yet.
                var info = stat()
                guard stat(rootPath + "/" + relative, &info) == 0 else { continue }
                guard let real = RealPath.resolve(rootPath + "/" + relative), RealPath.isInside(real, root: realRoot) else {
                    walk.unreadable.append(UnreadableEntry(path: relative, reason: "folder (a symbolic link out of the checked folder)"))
                    continue
                }
                if let first = walk.firstName[FileIdentity(info)] {
                    walk.aliases[relative] = first
                    continue
                }
                walk.firstName[FileIdentity(info)] = relative
                walk.directories.insert(relative)
            }
            let entries = try read(relative, &walk)
            for (path, isLink) in entries.reversed() {
                if isLink {
                    linkedFolders.append(path)
                } else {
                    realFolders.append(path)
                }
            }
        }
        return SiteIndex(
            files: walk.files, directories: walk.directories, aliases: walk.aliases, unreadable: walk.unreadable)
    }

    /// What the walk has found so far.
    private struct Walk {
        var firstName: [FileIdentity: String]
        var files: Set<String> = []
        var directories: Set<String> = [""]
        var aliases: [String: String] = [:]
        var unreadable: [UnreadableEntry] = []
        var visited = 1
    }

    /// Lists the folder `relative`: records its files and real sub-folders, and returns the sub-folders to
    /// walk (with whether each was reached through a symbolic link), in byte order.
    private func read(_ relative: String, _ walk: inout Walk) throws(LinkCheckError) -> [(String, Bool)] {
        let absolute = relative.isEmpty ? root.path : root.path + "/" + relative
        guard let directory = opendir(absolute) else {
            if relative.isEmpty { throw .unreadable(absolute) }
            walk.unreadable.append(UnreadableEntry(path: relative, reason: "folder (\(Self.reason(errno)))"))
            return []
        }
        defer { closedir(directory) }
        var entries: [(bytes: [UInt8], type: UInt8)] = []
        while let entry = readdir(directory) {
            let bytes = Array(DirectoryEntryName.bytes(of: entry))
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            walk.visited += 1
            guard walk.visited <= limit else { throw .walkLimitReached(limit: limit, at: relative) }
            entries.append((bytes, entry.pointee.d_type))
        }
        entries.sort { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        var folders: [(String, Bool)] = []
        for (bytes, type) in entries {
            guard let name = String(validating: bytes, as: UTF8.self) else {
                if Self.isHTML(bytes) || type == 4 {
                    let shown = (relative.isEmpty ? "" : relative + "/") + Self.escaped(bytes)
                    walk.unreadable.append(UnreadableEntry(path: shown, reason: "file name (not valid UTF-8)"))
                }
                continue
            }
            let path = relative.isEmpty ? name : relative + "/" + name
            if type == 8 {  // DT_REG: no stat needed
                walk.files.insert(path)
                continue
            }
            var info = stat()
            guard lstat(absolute + "/" + name, &info) == 0 else { continue }
            let isLink = (info.st_mode & S_IFMT) == S_IFLNK
            if isLink, stat(absolute + "/" + name, &info) != 0 { continue }  // a dangling link
            guard (info.st_mode & S_IFMT) == S_IFDIR else {
                walk.files.insert(path)
                continue
            }
            if isLink {
                folders.append((path, true))
            } else if let first = walk.firstName[FileIdentity(info)] {
                walk.aliases[path] = first
            } else {
                walk.firstName[FileIdentity(info)] = path
                walk.directories.insert(path)
                folders.append((path, false))
            }
        }
        return folders
    }

    private static func isHTML(_ name: [UInt8]) -> Bool {
        let lowercased = name.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        return lowercased.reversed().starts(with: ".html".utf8.reversed())
            || lowercased.reversed().starts(with: ".htm".utf8.reversed())
    }

    /// The name with every byte outside printable ASCII written as `\xNN`.
    static func escaped(_ bytes: [UInt8]) -> String {
        bytes.map { byte in
            (0x20..<0x7F).contains(byte) && byte != 0x5C
                ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
        }.joined()
    }

    /// The C library's text for `code`, lower-cased as the project's messages are.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
