import SiteFiles

/// What reading each GPX file of `content/tracks/` made, kept in the site's `.roadbook-cache/tracks/` (one entry per
/// track, ``TrackCacheEntry``) by the stamp of the file (``FileStamp``: size, modification time, inode): a build
/// reads again only the files that changed since the last. Reading, measuring and thinning 300 tracks of 20,000
/// points is seconds of CPU; their entries take a few milliseconds.
///
/// Only a track that loaded without any problem is kept; a file with problems is read again each time, so its
/// messages are always those of the file as it is.
package struct TrackCache: Sendable {
    /// The cache's folder name in `.roadbook-cache`.
    package static let folderName = "tracks"

    private let folder: CacheFolder

    /// The track cache of the site at `siteFolder`.
    package init(siteFolder: String) {
        folder = CacheFolder(siteFolder: siteFolder, name: Self.folderName)
    }

    /// The track `id` made from its file when that had `stamp`; nil when there is no such entry.
    func track(id: String, stamp: FileStamp) -> Track? {
        folder.read(Self.entryName(of: id)).flatMap { TrackCacheEntry.track(from: $0, id: id, stamp: stamp) }
    }

    /// Keeps `track`, made from a file with `stamp`.
    func store(_ track: Track, stamp: FileStamp) {
        folder.write(TrackCacheEntry.bytes(of: track, stamp: stamp), as: Self.entryName(of: track.id))
    }

    /// The entry's file name: the id is a valid identifier (letters, digits, `-`, `_`), a name of its own.
    private static func entryName(of id: String) -> String {
        id + ".track"
    }
}
