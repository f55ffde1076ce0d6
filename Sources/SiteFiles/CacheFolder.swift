import Foundation
import Parallelism

#if canImport(Glibc)
import Glibc
#endif

/// A folder of Roadbook's cache in a site, `.roadbook-cache/<name>`, opened once without following a link: every
/// entry is read and written relative to its descriptor (`openat`, `renameat`), never through a link, and written
/// whole or not at all (a temporary file renamed into place), so a build that stops half-way leaves no torn entry.
///
/// The cache sits in the site folder, which a pull request controls: when `.roadbook-cache` or the folder is
/// anything but a plain folder (a link, a file), nothing is read or written, and whoever uses an entry checks it
/// as input like any other. Entries are small files read whole, at most ``maximumEntryBytes``.
package final class CacheFolder: Sendable {
    /// The cache's folder in a site.
    package static let cacheName = ".roadbook-cache"
    /// The largest entry read.
    package static let maximumEntryBytes = 64 << 20

    private let siteFolder: String
    private let name: String
    /// The open folder: -1 before it is first needed, -2 when it cannot be used.
    private let descriptor = Locked<Int32>(-1)

    /// The folder `.roadbook-cache/<name>` of the site at `siteFolder`, opened when first used.
    package init(siteFolder: String, name: String) {
        self.siteFolder = siteFolder
        self.name = name
    }

    deinit {
        descriptor.withLock { if $0 >= 0 { close($0) } }
    }

    /// The entry `entry`'s bytes; nil when it is missing, not a regular file, larger than ``maximumEntryBytes`` or
    /// the folder cannot be used.
    package func read(_ entry: String) -> [UInt8]? {
        guard let folder = folder(creating: false) else { return nil }
        let file = openat(folder, entry, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= Self.maximumEntryBytes else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var count = 0
        while count < bytes.count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(file, $0.baseAddress! + count, $0.count - count) }
            if read < 0, errno == EINTR { continue }
            guard read > 0 else { return nil }
            count += read
        }
        return bytes
    }

    /// Writes `bytes` as the entry `entry`, replacing it whole; false when it could not be written (the cache is
    /// then only slower).
    @discardableResult
    package func write(_ bytes: [UInt8], as entry: String) -> Bool {
        guard let folder = folder(creating: true) else { return false }
        let temporary = ".\(entry).\(getpid()).\(UInt64.random(in: 0...UInt64.max))"
        let file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { return false }
        let failed = bytes.withUnsafeBytes { DescriptorWriter.writeAll($0, to: file) } != nil
        close(file)
        guard !failed, renameat(folder, temporary, folder, entry) == 0 else {
            unlinkat(folder, temporary, 0)
            return false
        }
        return true
    }

    /// The open folder, opened (and made, when `creating`) on first use; nil when it cannot be used.
    private func folder(creating: Bool) -> Int32? {
        let (siteFolder, name) = (self.siteFolder, self.name)
        return descriptor.withLock { descriptor in
            if descriptor == -1 || (descriptor == -2 && creating) {
                descriptor = Self.open(name, in: siteFolder, creating: creating) ?? (creating ? -3 : -2)
            }
            return descriptor >= 0 ? descriptor : nil
        }
    }

    /// `.roadbook-cache/<name>` below `siteFolder`, opened without following a link, made when `creating`.
    private static func open(_ name: String, in siteFolder: String, creating: Bool) -> Int32? {
        let site = Glibc.open(siteFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard site >= 0 else { return nil }
        defer { close(site) }
        guard let cache = openFolder(cacheName, in: site, creating: creating) else { return nil }
        defer { close(cache) }
        return openFolder(name, in: cache, creating: creating)
    }

    /// The plain folder `name` in `parent`, never through a link; made first when `creating`.
    private static func openFolder(_ name: String, in parent: Int32, creating: Bool) -> Int32? {
        if creating { mkdirat(parent, name, 0o755) }
        let opened = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        return opened >= 0 ? opened : nil
    }
}
