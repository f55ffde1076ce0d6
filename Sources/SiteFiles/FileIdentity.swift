import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// What a file or folder is, whatever path reaches it: its device and inode, symbolic links followed.
///
/// Two paths name the same file exactly when their identities are equal, so a link, `..`, a bind mount or a second
/// spelling cannot make one folder look like another, nor make a walk enter the same folder twice.
package struct FileIdentity: Hashable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The identity `status` (from `stat`, `fstat` or `fstatat`) describes.
    package init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The identity of what `path` names (links followed); `nil` when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identities of `path` and of every folder above it, up to `/`: those of the real path (links resolved,
    /// ``RealPath/resolvingExisting(_:)``) first, then those of the path as written (`/home` above a home
    /// `/home/ana` that is a link to `/data/ana` contains it too).
    package static func chain(from path: String) -> [FileIdentity] {
        var chain = ancestors(of: RealPath.resolvingExisting(path))
        for identity in ancestors(of: URL(fileURLWithPath: path).standardizedFileURL.path) where !chain.contains(identity) {
            chain.append(identity)
        }
        return chain
    }

    private static func ancestors(of path: String) -> [FileIdentity] {
        var current = path
        var chain: [FileIdentity] = []
        while true {
            if let identity = FileIdentity(path: current) { chain.append(identity) }
            guard current != "/", !current.isEmpty else { return chain }
            current = (current as NSString).deletingLastPathComponent
            if current.isEmpty { current = "/" }
        }
    }
}
