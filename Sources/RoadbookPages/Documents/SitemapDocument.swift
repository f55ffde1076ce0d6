import Escaping
/// `/sitemap.xml`: the absolute URL of every page (the base URL joined with each page's path).
package enum SitemapDocument {
    /// The sitemap XML for `sitePaths` under `baseURL` (which ends with `/`).
    package static func xml(baseURL: String, sitePaths: [String]) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        xml.reserveCapacity(sitePaths.count * (baseURL.utf8.count + 40))
        for path in sitePaths {
            xml += "<url><loc>" + HTMLEscaper.escape(baseURL + path) + "</loc></url>\n"
        }
        return xml + "</urlset>\n"
    }
}
