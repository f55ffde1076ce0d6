import Foundation

/// The state of every file under some paths, for comparing one poll with the next.
struct FileSnapshot: Sendable, Equatable {
    /// Absolute path → stamp.
    let stamps: [String: FileStamp]

    /// Records `paths`: each file, and each folder with everything inside it (symbolic links followed once at the
    /// top, not inside, so a link loop cannot make the walk endless). A missing path is simply absent.
    static func take(of paths: [URL]) -> FileSnapshot {
        var stamps: [String: FileStamp] = [:]
        for url in paths {
            record(url.standardizedFileURL.path, into: &stamps, followLinks: true, depth: 0)
        }
        return FileSnapshot(stamps: stamps)
    }

    /// The paths added, removed or changed from `old` to `self`, sorted. A folder that stays a folder is not
    /// reported: its time changes only because an entry in it came or went, and that entry is reported.
    func changes(since old: FileSnapshot) -> [String] {
        var changed: [String] = []
        for (path, stamp) in stamps {
            guard let before = old.stamps[path] else {
                changed.append(path)
                continue
            }
            if before != stamp && !(before.isDirectory && stamp.isDirectory) { changed.append(path) }
        }
        for path in old.stamps.keys where stamps[path] == nil { changed.append(path) }
        return changed.sorted()
    }

    /// Files that never make a rebuild: editors' temporary and backup files, and hidden lock files such as the
    /// `.todos.yaml.lock` that Roadbook's own `todo` commands create beside `todos.yaml`.
    static func isIgnored(_ name: String) -> Bool {
        isEditorScratch(name) || (name.hasPrefix(".") && name.hasSuffix(".lock"))
    }

    /// Editors' temporary and backup files.
    static func isEditorScratch(_ name: String) -> Bool {
        name.hasSuffix("~") || name.hasSuffix(".swp") || name.hasSuffix(".swx") || name.hasPrefix(".#") || name == "4913"
            || name == ".DS_Store"
    }

    private static func record(_ path: String, into stamps: inout [String: FileStamp], followLinks: Bool, depth: Int) {
        var info = stat()
        let status = followLinks ? stat(path, &info) : lstat(path, &info)
        guard status == 0 else { return }
        let isDirectory = info.st_mode & S_IFMT == S_IFDIR
        stamps[path] = FileStamp(
            isDirectory: isDirectory, size: Int64(info.st_size), modifiedSeconds: Int(info.st_mtim.tv_sec),
            modifiedNanoseconds: Int(info.st_mtim.tv_nsec), inode: UInt64(info.st_ino))
        guard isDirectory, depth < 64, let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names where !isIgnored(name) {
            record(path + "/" + name, into: &stamps, followLinks: false, depth: depth + 1)
        }
    }
}
