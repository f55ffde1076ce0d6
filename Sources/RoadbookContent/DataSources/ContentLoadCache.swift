import Foundation

/// What a load read of the place files and image sizes, kept for the next load of the same site so that it reads
/// again only the files that changed (`serve`). Tell it what changed with ``invalidate(_:)`` before loading.
///
/// Thread-safe: the jobs of a parallel load use it at once.
public final class ContentLoadCache: @unchecked Sendable {
    private let lock = NSLock()
    private var locations: [String: LocationFileLoader.FileResult] = [:]
    private var imageSizes: [String: any Sendable] = [:]

    /// The images of the last load, which a place file is checked against.
    package var catalog: ImageCatalog? {
        get { lock.withLock { lastCatalog } }
        set { lock.withLock { lastCatalog = newValue } }
    }
    private var lastCatalog: ImageCatalog?

    /// An empty cache: the first load reads everything.
    public init() {}

    /// Forgets the files at `paths` (relative to the site root); a change under `content/images/` forgets every
    /// place too, since a place is checked against the images there.
    public func invalidate(_ paths: some Sequence<String>) {
        lock.lock()
        defer { lock.unlock() }
        for path in paths {
            if path.hasPrefix(ImageCatalog.directory + "/") || path == ImageCatalog.directory {
                imageSizes[path] = nil
                locations = [:]
                lastCatalog = nil
            } else {
                locations[path] = nil
            }
        }
    }

    /// Forgets everything.
    public func invalidateAll() {
        lock.lock()
        locations = [:]
        imageSizes = [:]
        lastCatalog = nil
        lock.unlock()
    }

    /// Keeps what reading the place file at `path` gave.
    package func store(_ result: LocationFileLoader.FileResult, for path: String) {
        lock.withLock { locations[path] = result }
    }

    func location(_ path: String, orRead read: () -> LocationFileLoader.FileResult) -> LocationFileLoader.FileResult {
        lock.lock()
        let cached = locations[path]
        lock.unlock()
        if let cached { return cached }
        let result = read()
        lock.lock()
        locations[path] = result
        lock.unlock()
        return result
    }

    func imageSize<Size: Sendable>(_ path: String, orRead read: () -> Size) -> Size {
        lock.lock()
        let cached = imageSizes[path] as? Size
        lock.unlock()
        if let cached { return cached }
        let result = read()
        lock.lock()
        imageSizes[path] = result
        lock.unlock()
        return result
    }
}
