import Diagnostics
import Escaping
import Foundation
import RoadbookContent
import RoadbookImages
import RoadbookMarkdown

/// The site's documents besides its pages: `/locations.geojson`, `/tracks.geojson` and `/sitemap.xml`.
package enum SiteDocuments {
    /// Where the GeoJSON of the places is, in the output.
    package static let geoJSONPath = "locations.geojson"
    /// Where the tracks' outlines are, in the output (only when the site has tracks).
    package static let tracksPath = "tracks.geojson"
    /// Where the sitemap is, in the output.
    package static let sitemapPath = "sitemap.xml"

    /// Why the sitemap is not written.
    package struct SitemapWarning: Error {
        package let diagnostic: Diagnostic
    }

    /// The GeoJSON of every place of `source`, each with the smallest card picture of its first image (the map's
    /// card shows it).
    package static func geoJSON(_ source: any PageSource) throws -> Data {
        let images = source.publishedImages
        let tracks = source.placeTrackIDs
        let document = GeoJSONDocument(
            places: (0..<source.placeCount).map(source.place),
            photo: { place in place.imageNames.first.flatMap { images[$0] }.map(photoPath) }, tracks: tracks)
        return Data(document.jsonText.utf8)
    }

    /// The site path (URL-encoded) of the smallest card variant of `image`, or of the file itself when it is copied.
    static func photoPath(_ image: PublishedImage) -> String {
        let path = image.variants(for: .card, in: image.fallbackFormat).first?.sitePath
            ?? image.originalSitePath ?? PublishedImage.originalSitePath(of: image.source)
        return RelativeURL.encoded(path)
    }

    /// The site paths the sitemap lists, the main pages first.
    package static func sitemapPaths(builder: PageBuilder, pages: [PageKind]) -> [String] {
        let order: [PageKind] = [.home, .placeList] + (pages.contains(.days) ? [.days] : []) + [.todoList, .stats]
        return (order + pages.filter { !order.contains($0) && $0 != .notFound }).map { builder.sitePath(of: $0) }
    }

    /// The sitemap, which needs absolute URLs: a warning instead when `baseURL` is unset or only a path.
    package static func sitemap(config: SiteConfig, sitePaths: [String]) -> Result<String, SitemapWarning> {
        guard let baseURL = config.baseURL, !baseURL.isEmpty else {
            return .failure(SitemapWarning(diagnostic: .warning(
                "no 'baseURL' in site.yaml, so sitemap.xml (which needs absolute URLs) is not written", at: SourceLocation(path: "site.yaml"))))
        }
        guard config.hasAbsoluteBaseURL else {
            return .failure(SitemapWarning(diagnostic: .warning(
                "baseURL '\(baseURL)' in site.yaml is a path, so sitemap.xml (which needs absolute URLs) is not written",
                at: SourceLocation(path: "site.yaml"))))
        }
        let base = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
        return .success(sitemapXML(baseURL: base, sitePaths: sitePaths))
    }

    /// The sitemap's XML: the absolute URL of every page in `sitePaths` (each joined to `baseURL`, which ends with `/`).
    static func sitemapXML(baseURL: String, sitePaths: [String]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        xml.reserveCapacity(sitePaths.count * (baseURL.utf8.count + 40))
        for path in sitePaths {
            xml += "<url><loc>" + HTMLEscaper.escape(baseURL + path) + "</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
