import Parallelism
import SiteFiles

/// What a load read of the place files and image sizes, kept for the next load of the same site so that it reads
/// again only the files that changed (`serve`). Tell it what changed with ``invalidate(_:)`` before loading.
///
/// Thread-safe: the jobs of a parallel load use it at once.
package final class ContentLoadCache: Sendable {
    /// What is kept.
    private struct Kept {
        var places: [String: PlaceFileLoader.FileResult] = [:]
        var imageSizes: [String: any Sendable] = [:]
        var tracks: [String: TrackFileLoader.FileResult] = [:]
        var catalog: ImageCatalog?
    }

    private let kept = Locked(Kept())

    /// The images of the last load, which a place file is checked against.
    package var catalog: ImageCatalog? {
        get { kept.withLock { $0.catalog } }
        set { kept.withLock { $0.catalog = newValue } }
    }

    /// An empty cache: the first load reads everything.
    package init() {}

    /// Forgets the files at `paths` (relative to the site root), and everything in those that are folders (a
    /// folder of places moved away and back); a change under `content/images/` forgets every place too, since a
    /// place is checked against the images there.
    package func invalidate(_ paths: some Sequence<String>) {
        kept.withLock { kept in
            for path in paths {
                kept.tracks = kept.tracks.filter { !SiteLayout.path($0.key, isIn: path) }
                if SiteLayout.path(path, isIn: ImageCatalog.directory) {
                    kept.imageSizes[path] = nil
                    kept.places = [:]
                    kept.catalog = nil
                } else if kept.places.removeValue(forKey: path) == nil {
                    // Not a place read before: perhaps a folder of them.
                    kept.places = kept.places.filter { !SiteLayout.path($0.key, isIn: path) }
                }
            }
        }
    }

    /// Forgets everything.
    package func invalidateAll() {
        kept.withLock { $0 = Kept() }
    }

    /// Keeps what reading the place file at `path` gave.
    package func store(_ result: PlaceFileLoader.FileResult, for path: String) {
        kept.withLock { $0.places[path] = result }
    }

    func place(_ path: String, orRead read: () -> PlaceFileLoader.FileResult) -> PlaceFileLoader.FileResult {
        if let cached = kept.withLock({ $0.places[path] }) { return cached }
        let result = read()
        kept.withLock { $0.places[path] = result }
        return result
    }

    func track(_ path: String, orRead read: () -> TrackFileLoader.FileResult) -> TrackFileLoader.FileResult {
        if let cached = kept.withLock({ $0.tracks[path] }) { return cached }
        let result = read()
        kept.withLock { $0.tracks[path] = result }
        return result
    }

    func imageSize<Size: Sendable>(_ path: String, orRead read: () -> Size) -> Size {
        if let cached = kept.withLock({ $0.imageSizes[path] as? Size }) { return cached }
        let result = read()
        kept.withLock { $0.imageSizes[path] = result }
        return result
    }
}
