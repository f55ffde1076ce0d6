import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Real paths (every symbolic link resolved), for deciding whether something is inside the site folder.
package enum RealPath {
    /// `path` with every link resolved; `nil` (and `errno` set) when it cannot be resolved.
    package static func resolve(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` with every symbolic link and `..` resolved as the system does (`realpath`) in the part that exists;
    /// the part that does not exist yet is kept as written (an output folder about to be made).
    package static func resolvingExisting(_ path: String) -> String {
        var existing = path
        var missing: [String] = []
        while true {
            if let base = resolve(existing) {
                guard !missing.isEmpty else { return base }
                return (base == "/" ? "" : base) + "/" + missing.reversed().joined(separator: "/")
            }
            guard existing != "/", !existing.isEmpty else { return path }
            missing.append((existing as NSString).lastPathComponent)
            existing = (existing as NSString).deletingLastPathComponent
        }
    }

    /// The path the kernel records for an open descriptor (`/proc/self/fd/N`): where what was opened really is,
    /// whatever happened to the names since. `nil` without `/proc`.
    static func of(descriptor: Int32) -> String? {
        linkText(at: "/proc/self/fd/\(descriptor)")
    }

    /// The text of the symbolic link at `path`, as written.
    static func linkText(at path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether `path` is `root` or inside it (both real paths).
    package static func isInside(_ path: String, root: String) -> Bool {
        root == "/" || path == root || path.hasPrefix(root + "/")
    }

    /// What a file type is called in messages ("a FIFO"); `nil` for regular files, folders and links.
    static func specialKind(mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFSOCK: "a socket"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        default: nil
        }
    }
}
