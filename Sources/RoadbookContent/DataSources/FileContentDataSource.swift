import Diagnostics
import Foundation

/// The site on disk: `site.yaml`, `content/todos.yaml` (or `.json`), `content/locations/*.md`,
/// `content/images/`, `content/tracks/`. The only part of Roadbook that reads content files; what reading the GPX
/// files made is kept in `.roadbook-cache/tracks/` (``TrackCache``).
package struct FileContentDataSource: ContentDataSource {
    /// The site root, the folder that holds `site.yaml`.
    package let root: URL

    /// A source reading the site at `root`.
    package init(root: URL) {
        self.root = root
    }

    /// The tracks as earlier loads read them, in the site's `.roadbook-cache/tracks/`.
    private var trackCache: TrackCache { TrackCache(siteFolder: root.path) }

    /// Reads and validates the site, again only the files `cache` does not hold (see ``ContentLoadCache``).
    package func loadSite(cache: ContentLoadCache) throws(DiagnosticList) -> SiteContent {
        try ContentLoader(fileSystem: DiskFileSystem(root: root), cache: cache, trackCache: trackCache).load()
    }

    /// Reads and validates the site; every path in diagnostics is relative to `root`.
    package func loadSite() throws(DiagnosticList) -> SiteContent {
        try ContentLoader(fileSystem: DiskFileSystem(root: root), trackCache: trackCache).load()
    }

    /// Everything that loads, with every problem (``SiteLoad``).
    package func loadKeepingWhatLoaded() -> SiteLoad {
        ContentLoader(fileSystem: DiskFileSystem(root: root), trackCache: trackCache).loadKeepingWhatLoaded()
    }
}
