import Foundation

/// An exclusive lock on a file, held while a closure runs, so that several `roadbook todo` processes change the
/// file one after another.
///
/// The lock is an `flock` on a lock file beside the file (`content/.todos.yaml.lock`), not on the file itself,
/// because writes replace the file by renaming a new one over it. Callers lock the real file (links resolved),
/// so every path that leads to one file takes the same lock. The lock file is left in place: removing it
/// would let a waiting process lock a file that is no longer the lock file.
package struct FileLock: Sendable {
    /// The lock file.
    package let lockURL: URL

    /// A lock for `url`, on `.<name>.lock` in the same folder.
    package init(protecting url: URL) {
        lockURL = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock")
    }

    /// Runs `body` while holding the lock, waiting for it as long as another process holds it.
    package func withLock<T>(_ body: () throws -> T) throws -> T {
        let descriptor = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileOperationError("lock", path: lockURL.path) }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else { throw FileOperationError("lock", path: lockURL.path) }
        }
        defer { flock(descriptor, LOCK_UN) }
        return try body()
    }
}
