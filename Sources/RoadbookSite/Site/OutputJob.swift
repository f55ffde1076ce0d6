import RoadbookContent
import RoadbookImages
/// One job of a build's parallel pass: a file, or a few files made together, that no other job writes.
enum OutputJob: Hashable, Sendable {
    /// `locations.geojson`, and `sitemap.xml` when `baseURL` allows one.
    case documents
    /// The search index below `search/` (``SearchIndex``): its manifest, shards and document chunks.
    case searchIndex
    /// Every file of a content image: its resized variants (or the file itself) and, when published, the original.
    case image(PublishedImage)
    /// One HTML page.
    case page(PageKind)
    /// A file of the theme (its CSS, its favicon), built in or from the site's `templates/`.
    case themeAsset(Theme.Asset)
    /// The trip's calendar, GPX file and Atom feed, those that have something to hold (``TripExports``).
    case tripExports
    /// The service worker and the web app manifest (``OfflineFiles``), from the theme's worker script and the
    /// digests of the files the jobs before wrote.
    case offlineFiles(worker: Theme.Asset)
    /// A file of the site's `static/` folder, at its path relative to the site root (`static/favicon.ico`).
    case staticFile(String)
}
