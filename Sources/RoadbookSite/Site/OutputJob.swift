import RoadbookContent
import RoadbookImages
import RoadbookPages
/// One job of a build: a file, or a few files made together, that no other job writes. `generate` runs every job of
/// its plan once; `serve` runs again only the jobs whose inputs changed (``LiveJobSet``), so each job is as small as
/// what its inputs decide.
enum OutputJob: Hashable, Sendable {
    /// `locations.geojson`, the places on the maps.
    case geoJSON
    /// `tracks.geojson`, the trip's tracks, when it has any (else nothing).
    case trackGeoJSON
    /// `sitemap.xml`, when `baseURL` allows one (else a warning).
    case sitemap
    /// The search index below `search/` (``SearchIndex``): its manifest, shards and document chunks.
    case searchIndex
    /// Every file of a content image: its resized variants (or the file itself) and, when published, the original.
    ///
    /// Boxed, as the theme's assets and the worker: a job is then a few bytes, however large an image's plan.
    indirect case image(PublishedImage)
    /// One HTML page.
    case page(PageKind)
    /// A file of the theme (its CSS, its favicon), built in or from the site's `templates/`.
    indirect case themeAsset(Theme.Asset)
    /// One of the trip's exports (``TripExports``) at this output path: its calendar, GPX file or Atom feed, when
    /// the site has something for it (else nothing).
    case tripExport(String)
    /// The service worker and the web app manifest (``OfflineFiles``), from the theme's worker script and the
    /// digests of the files the jobs before wrote.
    indirect case offlineFiles(worker: Theme.Asset)
    /// A file of the site's `static/` folder, at its path relative to the site root (`static/favicon.ico`).
    case staticFile(String)
}
