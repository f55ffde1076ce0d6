/// One file the service worker keeps for use without signal: its URL from the site root and a digest of its bytes.
///
/// The worker copies a file whose digest did not change from the cache of the build before instead of fetching it
/// again, and the cache's version is the digest of every entry.
package struct OfflineEntry: Hashable, Sendable, Comparable {
    /// The file's URL relative to the site root, as a browser asks for it: `./` for the home page,
    /// `locations/colosseum/` for a page, `theme.css`, `images/320/rome.webp`.
    let url: String
    /// The digest of the file's bytes (for a photo variant, of what identifies its source: see ``OfflinePrecache``).
    let digest: StableDigest

    package static func < (lhs: OfflineEntry, rhs: OfflineEntry) -> Bool {
        lhs.url < rhs.url
    }
}
