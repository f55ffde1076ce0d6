/// The `Content-Type` of a file, by its extension.
enum MediaType {
    /// The types of the files a static site holds; text types say their charset.
    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "geojson": "application/geo+json",
        "xml": "application/xml",
        "ics": "text/calendar; charset=utf-8",
        "gpx": "application/gpx+xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "webp": "image/webp",
        "gif": "image/gif",
        "avif": "image/avif",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "pdf": "application/pdf",
        "webmanifest": "application/manifest+json",
        "mp4": "video/mp4",
        "webm": "video/webm",
    ]

    /// The type of the file at `path` (any folder prefix); `application/octet-stream` when the extension is unknown.
    static func of(path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    /// Whether responses of this type are HTML pages (which get the live-reload script).
    static func isHTML(_ type: String) -> Bool {
        type.hasPrefix("text/html")
    }
}
