import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The folders a ``DiskFileSystem`` reads files from, each opened once, so that opening a file looks up only
/// its name in the open folder (`openat`) instead of walking the whole path from `/` again. The folders are
/// closed when the last copy of the file system is released; a load's file system lives as long as the load.
final class OpenFolders: @unchecked Sendable {
    private let lock = NSLock()
    /// Descriptors by folder path relative to the root (guarded by `lock`).
    private var descriptors: [String: Int32] = [:]
    /// The root as a path ending in `/`.
    private let prefix: String

    init(prefix: String) {
        self.prefix = prefix
    }

    deinit {
        for descriptor in descriptors.values { close(descriptor) }
    }

    /// The descriptor of `folder` (relative to the root), opened on first use; `nil` when it is not a folder
    /// that can be opened (tried again next time).
    func descriptor(of folder: Substring) -> Int32? {
        let key = String(folder)
        lock.lock()
        defer { lock.unlock() }
        if let known = descriptors[key] { return known }
        let opened = open(prefix + key, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard opened >= 0 else { return nil }
        descriptors[key] = opened
        return opened
    }
}
