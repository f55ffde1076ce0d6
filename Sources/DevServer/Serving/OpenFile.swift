import Foundation

import Parallelism

#if canImport(Glibc)
    import Glibc
#endif

/// A file or folder the server has open, with what `fstat` said of it at opening. It owns its descriptor: the
/// descriptor is closed when the value goes away, unless `take()` handed it on (to libmicrohttpd, which closes it).
final class OpenFile: Sendable {
    /// What was opened.
    enum Kind: Equatable {
        case regularFile, directory
    }

    /// Regular file or folder (nothing else is ever opened for serving).
    let kind: Kind
    /// The size in bytes, as `fstat` saw it.
    let size: Int
    /// The descriptor while this value owns it.
    private let descriptor: Locked<Int32?>

    /// Takes ownership of `descriptor`.
    init(descriptor: Int32, kind: Kind, size: Int) {
        self.descriptor = Locked(descriptor)
        self.kind = kind
        self.size = size
    }

    /// The descriptor while this value still owns it.
    var fileDescriptor: Int32? {
        descriptor.withLock { $0 }
    }

    /// Hands the descriptor on: the caller closes it from now on. Nil when it was taken already.
    func take() -> Int32? {
        descriptor.withLock { descriptor in
            let taken = descriptor
            descriptor = nil
            return taken
        }
    }

    /// The whole content, read from the descriptor (never by name again); nil when reading fails.
    func readAll() -> Data? {
        guard let descriptor = fileDescriptor else { return nil }
        var data = Data(count: size)
        var done = 0
        while done < size {
            let count = data.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, size - done, off_t(done)) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            done += count
        }
        // A file that shrank since `fstat` is served as it is now.
        return done == size ? data : data.prefix(done)
    }

    deinit {
        if let owned = descriptor.withLock({ $0 }) { close(owned) }
    }
}
