import Diagnostics
import Foundation
import Parallelism
import RoadbookContent

#if canImport(Glibc)
import Glibc
#endif

/// The folder `.roadbook-cache/images` of a site, opened once without following a link: every later read, write,
/// rename and removal is made relative to its descriptor (`openat`, `renameat`, `unlinkat`) and never follows a
/// link either. The cache is Roadbook's own folder, but it sits in the site folder, which a pull request controls:
/// a link committed there (the folder, `images`, or an entry) must not publish a file from elsewhere nor make a
/// prune delete one.
///
/// When `.roadbook-cache` or `images` is anything but a plain folder (a link, a file, a FIFO), the cache is not
/// used: the build makes its images in a private temporary folder instead (removed when this goes) and says so in a
/// warning. Nothing in the site's cache folder is then read, written or removed.
final class ImageCacheFolder: Sendable {
    /// The name of the cache folder in the site folder and of its image folder in it.
    static let cacheName = ".roadbook-cache"
    static let imagesName = "images"
    /// The path of `.roadbook-cache/images` relative to the site folder, for messages.
    static let relativePath = cacheName + "/" + imagesName

    private let siteFolder: String
    private let state: Locked<OpenState>

    /// The folder opened and why the site's is not used, if it is not.
    private struct OpenState {
        /// The open folder, once there is one (the cache's, or the private one); -1 before.
        var descriptor: Int32 = -1
        /// The private folder used instead of the site's cache, if any.
        var scratch: String?
        /// Why the site's cache is not used, when it is not.
        var refusal: String?

        /// Makes a private temporary folder the cache of this build.
        mutating func useScratch(because reason: String) {
            refusal = reason
            var template = Array((NSTemporaryDirectory() + "/roadbook-images-XXXXXX").utf8CString)
            guard let made = mkdtemp(&template) else { return }
            let path = String(cString: made)
            let opened = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard opened >= 0 else {
                rmdir(path)
                return
            }
            scratch = path
            descriptor = opened
        }
    }

    /// The cache folder of the site at `siteFolder`, opened if it exists (made on the first ``writableDescriptor()``).
    init(siteFolder: String) {
        self.siteFolder = siteFolder
        var state = OpenState()
        switch Self.openImages(in: siteFolder, creating: false) {
        case .success(let opened): state.descriptor = opened
        case .failure(.missing): break
        case .failure(.unexpected(let reason)): state.useScratch(because: reason)
        }
        self.state = Locked(state)
    }

    deinit {
        state.withLock { state in
            if state.descriptor >= 0 { close(state.descriptor) }
            if let scratch = state.scratch { try? FileManager.default.removeItem(atPath: scratch) }
        }
    }

    /// Why the site's cache is not used, when it is not.
    var refusal: String? {
        state.withLock { $0.refusal }
    }

    /// The open folder, nil while there is none (nothing is cached yet).
    var existingDescriptor: Int32? {
        state.withLock { $0.descriptor >= 0 ? $0.descriptor : nil }
    }

    /// The open folder, made first if there is none yet (the private folder when the site's cannot be made).
    func writableDescriptor() throws(ImageProcessingError) -> Int32 {
        let siteFolder = self.siteFolder
        return try state.withLock { (state) throws(ImageProcessingError) -> Int32 in
            if state.descriptor >= 0 { return state.descriptor }
            switch Self.openImages(in: siteFolder, creating: true) {
            case .success(let opened): state.descriptor = opened
            case .failure(.missing): state.useScratch(because: "it could not be made")
            case .failure(.unexpected(let reason)): state.useScratch(because: reason)
            }
            guard state.descriptor >= 0 else {
                throw .unwritable(path: NSTemporaryDirectory(), reason: String(cString: strerror(errno)))
            }
            return state.descriptor
        }
    }

    /// A path that names `name` in the open folder `descriptor` for a library that takes paths (libvips): through
    /// `/proc/self/fd`, so it reaches the folder that was opened whatever has been renamed or linked since.
    func path(of name: String, in descriptor: Int32) -> String {
        let viaDescriptor = "/proc/self/fd/\(descriptor)"
        var status = stat()
        if stat(viaDescriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { return viaDescriptor + "/" + name }
        return (state.withLock { $0.scratch } ?? siteFolder + "/" + Self.relativePath) + "/" + name
    }

    /// The site-relative path of `name` in the cache, for messages.
    func displayPath(of name: String) -> String {
        Self.relativePath + "/" + name
    }

    private enum OpenFailure: Error {
        case missing
        case unexpected(String)
    }

    /// Opens `.roadbook-cache/images` below `siteFolder` without following a link, making the folders when
    /// `creating`.
    private static func openImages(in siteFolder: String, creating: Bool) -> Result<Int32, OpenFailure> {
        let site = open(siteFolder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard site >= 0 else { return .failure(.missing) }
        defer { close(site) }
        let cache: Int32
        switch openFolder(cacheName, in: site, creating: creating) {
        case .success(let opened): cache = opened
        case .failure(let failure): return .failure(failure)
        }
        defer { close(cache) }
        switch openFolder(imagesName, in: cache, creating: creating) {
        case .success(let opened): return .success(opened)
        case .failure(.unexpected(let reason)): return .failure(.unexpected(reason.replacingOccurrences(of: "`\(imagesName)`", with: "`\(relativePath)`")))
        case .failure(let failure): return .failure(failure)
        }
    }

    /// Opens the folder `name` in `parent`, never through a link (`O_NOFOLLOW`) and never waiting on a FIFO.
    private static func openFolder(_ name: String, in parent: Int32, creating: Bool) -> Result<Int32, OpenFailure> {
        if creating, mkdirat(parent, name, 0o755) != 0, errno != EEXIST { return .failure(.missing) }
        let opened = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        if opened >= 0 { return .success(opened) }
        let code = errno
        if code == ENOENT { return .failure(.missing) }
        var status = stat()
        guard fstatat(parent, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else {
            return .failure(.unexpected("`\(name)` cannot be opened: \(String(cString: strerror(code)))"))
        }
        return .failure(.unexpected("`\(name)` is \(CacheEntryKind(status).description), not a folder"))
    }
}

/// What a name in the cache folder is, for messages.
struct CacheEntryKind: CustomStringConvertible {
    let mode: mode_t

    init(_ status: stat) {
        mode = status.st_mode & S_IFMT
    }

    var isRegularFile: Bool { mode == S_IFREG }

    var description: String {
        switch mode {
        case S_IFLNK: "a symbolic link"
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFREG: "a file"
        default: "not a file"
        }
    }
}
