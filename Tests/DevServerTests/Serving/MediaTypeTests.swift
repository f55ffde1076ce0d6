import Testing

@testable import DevServer

@Suite struct MediaTypeTests {
    @Test(arguments: [
        ("index.html", "text/html; charset=utf-8"), ("theme/site.css", "text/css; charset=utf-8"),
        ("app.js", "text/javascript; charset=utf-8"), ("map.svg", "image/svg+xml"), ("a.png", "image/png"),
        ("a.JPG", "image/jpeg"), ("a.jpeg", "image/jpeg"), ("a.webp", "image/webp"), ("a.gif", "image/gif"),
        ("a.avif", "image/avif"), ("data.json", "application/json"), ("locations.geojson", "application/geo+json"),
        ("sitemap.xml", "application/xml"), ("robots.txt", "text/plain; charset=utf-8"), ("favicon.ico", "image/x-icon"),
        ("font.woff2", "font/woff2"), ("archive.unknown", "application/octet-stream"), ("README", "application/octet-stream"),
        (".hidden", "application/octet-stream"), ("trip.ics", "text/calendar; charset=utf-8"), ("trip.gpx", "application/gpx+xml"),
        ("manifest.webmanifest", "application/manifest+json"),
    ])
    func typeByExtension(_ path: String, _ expected: String) {
        #expect(MediaType.of(path: path) == expected)
    }
}
