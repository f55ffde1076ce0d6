import Foundation
import Parallelism

#if canImport(Glibc)
import Glibc
#endif

/// The folders a ``SiteFileAccess`` reads files from, each opened (and checked) once, so that opening a file looks
/// up only its name in the open folder (`openat`) instead of walking the whole path from `/` again.
///
/// At most ``capacity`` folders stay open (a walk of `static/` may pass thousands); others are opened for one use.
/// The folders are closed when the last copy of the access is released; a load's access lives as long as the load.
final class OpenFolders: Sendable {
    /// An open folder: its descriptor and its real path.
    struct Folder: Sendable {
        let descriptor: Int32
        let realPath: String
    }

    /// The most folders kept open.
    static let capacity = 64

    /// Open folders by path relative to the site root.
    private let folders = Locked<[String: Folder]>([:])

    deinit {
        folders.withLock { folders in
            for folder in folders.values { close(folder.descriptor) }
        }
    }

    /// Runs `body` with the folder at `relative`, opened by `open` on first use (a failure is tried again next
    /// time); the descriptor is valid only inside `body`.
    func with<T>(
        _ relative: String, open: (String) -> Result<Folder, SiteFileRefusal>, _ body: (Folder) -> T
    ) -> Result<T, SiteFileRefusal> {
        if let known = folders.withLock({ $0[relative] }) { return .success(body(known)) }
        let opened: Folder
        switch open(relative) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let folder): opened = folder
        }
        // Another thread may have opened it meanwhile (then theirs is used), or the cache may be full.
        let (kept, known) = folders.withLock { folders -> (Bool, Folder?) in
            if let known = folders[relative] { return (false, known) }
            guard folders.count < Self.capacity else { return (false, nil) }
            folders[relative] = opened
            return (true, nil)
        }
        if let known {
            close(opened.descriptor)
            return .success(body(known))
        }
        guard kept else {
            defer { close(opened.descriptor) }
            return .success(body(opened))
        }
        return .success(body(opened))
    }
}
