import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Opens what a request path names beneath the served folder, once, without following symbolic links: the folder
/// is opened, then each segment with `openat` from the descriptor of the one before, with `O_NOFOLLOW`, and the
/// last descriptor is checked with `fstat`. What is served is read from that descriptor, so swapping a file for a
/// link between a check and a read cannot make the server read anything else.
///
/// (`openat2` with `RESOLVE_BENEATH | RESOLVE_NO_SYMLINKS` would do this in one call, but Glibc 2.36 has no wrapper
/// for it and `syscall(2)` is variadic, so it is not callable from Swift.)
enum NoFollowOpener {
    /// Opens the served folder itself (following links in its own path, which the user chose); nil when it is not
    /// there, as while a rebuild swaps it.
    static func openRoot(_ path: String) -> OpenFile? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        return OpenFile(descriptor: descriptor, kind: .directory, size: 0)
    }

    /// The regular file or folder at `segments` beneath `root`; nil when something on the way is missing, a
    /// symbolic link, or neither a folder nor a regular file (a FIFO, socket or device is never read).
    static func entry(at segments: [[UInt8]], beneath root: OpenFile) -> OpenFile? {
        guard let rootDescriptor = root.fileDescriptor else { return nil }
        var current: OpenFile? = nil
        for (index, segment) in segments.enumerated() {
            let parent = current?.fileDescriptor ?? rootDescriptor
            let isLast = index == segments.count - 1
            // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer.
            let flags = O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | (isLast ? 0 : O_DIRECTORY)
            let name = segment + [0]
            let descriptor = name.withUnsafeBufferPointer {
                $0.withMemoryRebound(to: CChar.self) { openat(parent, $0.baseAddress!, flags) }
            }
            guard descriptor >= 0, let opened = describe(descriptor) else { return nil }
            if !isLast && opened.kind != .directory { return nil }
            current = opened
        }
        return current ?? reopen(root)
    }

    /// Wraps `descriptor` with its kind and size; closes it and returns nil unless it is a regular file or folder.
    private static func describe(_ descriptor: Int32) -> OpenFile? {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            close(descriptor)
            return nil
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return OpenFile(descriptor: descriptor, kind: .regularFile, size: Int(info.st_size))
        case S_IFDIR: return OpenFile(descriptor: descriptor, kind: .directory, size: 0)
        default:
            close(descriptor)
            return nil
        }
    }

    /// A second descriptor of the folder `root` (the empty path asks for the folder itself).
    private static func reopen(_ root: OpenFile) -> OpenFile? {
        guard let descriptor = root.fileDescriptor else { return nil }
        let copy = dup(descriptor)
        guard copy >= 0 else { return nil }
        _ = fcntl(copy, F_SETFD, FD_CLOEXEC)
        return OpenFile(descriptor: copy, kind: .directory, size: 0)
    }
}
