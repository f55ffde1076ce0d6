import Foundation
import Parallelism

/// The offline entries of the files a build's jobs wrote (``OfflinePrecache``), gathered from every thread as the
/// jobs write them; the service worker's job, run after them all, reads them.
package final class OfflineDigests: Sendable {
    private let entries = Locked([OfflineEntry]())

    /// An empty list.
    package init() {}

    /// Adds the file at output path `path` holding `bytes`.
    package func add(outputPath path: String, bytes: Data) {
        let entry = OfflinePrecache.entry(outputPath: path, bytes: bytes)
        entries.withLock { $0.append(entry) }
    }

    /// Adds the file at output path `path` holding `bytes`.
    package func add(outputPath path: String, bytes: [UInt8]) {
        let entry = OfflineEntry(url: OfflinePrecache.url(ofOutputPath: path), digest: StableDigest(of: bytes))
        entries.withLock { $0.append(entry) }
    }

    /// Adds `more`, entries made before (``LiveJobSet`` keeps those of the jobs it does not run again).
    package func add(_ more: [OfflineEntry]) {
        entries.withLock { $0 += more }
    }

    /// Every entry added, sorted by URL.
    package var all: [OfflineEntry] {
        entries.withLock { $0.sorted() }
    }
}
