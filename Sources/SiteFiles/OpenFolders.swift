import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The folders a ``SiteFileAccess`` reads files from, each opened (and checked) once, so that opening a file looks
/// up only its name in the open folder (`openat`) instead of walking the whole path from `/` again.
///
/// At most ``capacity`` folders stay open (a walk of `static/` may pass thousands); others are opened for one use.
/// The folders are closed when the last copy of the access is released; a load's access lives as long as the load.
final class OpenFolders: @unchecked Sendable {
    /// An open folder: its descriptor and its real path.
    struct Folder {
        let descriptor: Int32
        let realPath: String
    }

    /// The most folders kept open.
    static let capacity = 64

    private let lock = NSLock()
    /// Open folders by path relative to the site root (guarded by `lock`).
    private var folders: [String: Folder] = [:]

    deinit {
        for folder in folders.values { close(folder.descriptor) }
    }

    /// Runs `body` with the folder at `relative`, opened by `open` on first use (a failure is tried again next
    /// time); the descriptor is valid only inside `body`.
    func with<T>(
        _ relative: String, open: (String) -> Result<Folder, SiteFileRefusal>, _ body: (Folder) -> T
    ) -> Result<T, SiteFileRefusal> {
        lock.lock()
        if let known = folders[relative] {
            lock.unlock()
            return .success(body(known))
        }
        lock.unlock()
        let opened: Folder
        switch open(relative) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let folder): opened = folder
        }
        lock.lock()
        if let known = folders[relative] {
            // Another thread opened it meanwhile: use theirs.
            lock.unlock()
            close(opened.descriptor)
            return .success(body(known))
        }
        guard folders.count < Self.capacity else {
            lock.unlock()
            defer { close(opened.descriptor) }
            return .success(body(opened))
        }
        folders[relative] = opened
        lock.unlock()
        return .success(body(opened))
    }
}
