import Foundation

/// A file as it was read: which file (device and inode), its size, its modification time and its bytes. An edit
/// that was worked out from a snapshot is written only while the file still matches it (``AtomicFileWriter``'s
/// `replacing:`), so a save made meanwhile by a program that takes no lock — an editor — is never overwritten.
package struct FileSnapshot: Sendable, Equatable {
    /// The file's identity, size and modification time; `nil` when nothing was there.
    struct Status: Sendable, Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let modified: Int
        let modifiedNanoseconds: Int
    }

    let status: Status?
    /// The bytes read (empty when nothing was there).
    package let data: Data

    /// Whether a file was there.
    package var exists: Bool { status != nil }

    /// The file at `path` now, links followed; `nil` when it cannot be read (a folder, no permission). A file that
    /// changes while it is read is read again, up to a few times, so the snapshot's bytes are those of its status.
    package static func take(of path: String) -> FileSnapshot? {
        for _ in 0..<5 {
            let descriptor = open(path, O_RDONLY | O_CLOEXEC)
            if descriptor < 0 {
                return errno == ENOENT ? FileSnapshot(status: nil, data: Data()) : nil
            }
            defer { close(descriptor) }
            guard let before = status(of: descriptor) else { return nil }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
            guard let data = try? handle.readToEnd() ?? Data() else { return nil }
            guard let after = status(of: descriptor) else { return nil }
            if before == after, Int64(data.count) == after.size { return FileSnapshot(status: after, data: data) }
        }
        return nil
    }

    /// Whether the file at `path` is still the one of this snapshot: the same file, size, time and bytes (or still
    /// absent when it was absent).
    package func isCurrent(at path: String) -> Bool {
        Self.take(of: path) == self
    }

    /// Whether the file at `path` has this snapshot's identity, size and time (or is still absent): a check of a
    /// few microseconds, made again right before a rename after the slower ``isCurrent(at:)``.
    package func hasSameStatus(at path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return status == nil && errno == ENOENT }
        return status == Status(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }

    private static func status(of descriptor: Int32) -> Status? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return Status(
            device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
            modified: Int(info.st_mtim.tv_sec), modifiedNanoseconds: Int(info.st_mtim.tv_nsec))
    }
}
