import Foundation

/// An exclusive lock on a file, held while a closure runs, so that several `roadbook todo` processes change the
/// file one after another.
///
/// The lock is an `flock` on a lock file beside the file (`content/.todos.yaml.lock`), not on the file itself,
/// because writes replace the file by renaming a new one over it. Callers lock the real file (links resolved),
/// so every path that leads to one file takes the same lock. The lock file is left in place: removing it
/// would let a waiting process lock a file that is no longer the lock file.
package struct FileLock: Sendable {
    /// The lock file (or folder).
    package let lockURL: URL
    /// Whether ``lockURL`` is a folder, locked itself: nothing is created for the lock.
    private let isFolder: Bool

    /// A lock for `url`, on `.<name>.lock` in the same folder.
    package init(protecting url: URL) {
        lockURL = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".lock")
        isFolder = false
    }

    /// A lock on the existing folder `folder` itself (an `flock` on the folder: no lock file is left anywhere).
    package init(folder: URL) {
        lockURL = folder
        isFolder = true
    }

    /// Runs `body` while holding the lock, waiting for it as long as another process holds it.
    package func withLock<T>(_ body: () throws -> T) throws -> T {
        let held = try hold()
        defer { held.release() }
        return try body()
    }

    /// Takes the lock, waiting for it as long as another process holds it, until ``Held/release()``.
    package func hold() throws(FileOperationError) -> Held {
        let descriptor =
            isFolder ? open(lockURL.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileOperationError("lock", path: lockURL.path) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                let error = FileOperationError("lock", path: lockURL.path)
                close(descriptor)
                throw error
            }
        }
        return Held(descriptor: descriptor)
    }

    /// A lock taken by ``hold()``. A process that dies holding it (killed, power lost) holds it no more.
    package struct Held: Sendable {
        fileprivate let descriptor: Int32

        /// Lets the lock go.
        package func release() {
            flock(descriptor, LOCK_UN)
            close(descriptor)
        }
    }
}
