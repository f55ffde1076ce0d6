import Foundation
import SiteFiles

extension OutputLocation {
    /// What a file or folder is, whatever path reaches it: its device and inode, symbolic links followed.
    ///
    /// Two paths name the same folder exactly when their identities are equal, so a link, `..`, a bind mount or
    /// a second spelling cannot make a protected folder look like another one.
    struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64

        /// The identity of what `path` names (links followed); `nil` when nothing is there.
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
        }

        /// The identities of `path` and of every folder above it, up to `/`: those of the real path (links
        /// resolved) first, then those of the path as written (`/home` above a home `/home/ana` that is a link
        /// to `/data/ana` contains it too).
        static func chain(from path: String) -> [FileIdentity] {
            var chain = ancestors(of: OutputLocation.realPath(path))
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
}
