import Foundation
import RoadbookImages
import RoadbookMarkdown

/// Which files of a build the service worker keeps for use without signal (`offline: true`), and under which URL:
/// every page, `locations.geojson`, the search index, the theme's stylesheets, scripts and pictures, and the
/// smallest variant of each photo. Not kept: the files of `static/` (the user's own, of any size), the larger
/// photo variants and the originals, and map tiles (OpenStreetMap's tile policy forbids it; offline the maps show
/// their drawn SVG).
package enum OfflinePrecache {
    /// The extensions of the theme's files that are kept (the licence texts and the worker's own script are not).
    static let themeExtensions: Set<String> = ["css", "js", "svg", "png", "jpg", "webp", "gif", "ico", "woff2", "json"]

    /// The URL a browser asks for to get the file at output path `path`: the folder for a page
    /// (`locations/colosseum/`, `./` for the home page), the percent-encoded path for any other file.
    static func url(ofOutputPath path: String) -> String {
        if path == "index.html" { return "./" }
        let sitePath = path.hasSuffix("/index.html") ? String(path.dropLast("index.html".count)) : path
        return RelativeURL.encoded(sitePath)
    }

    /// Whether the theme's file at `path` is kept.
    package static func keeps(themeAsset path: String) -> Bool {
        guard path != OfflineFiles.workerPath, let dot = path.lastIndex(of: ".") else { return false }
        return themeExtensions.contains(path[path.index(after: dot)...].lowercased())
    }

    /// The entry of the file at output path `path` holding `bytes`.
    package static func entry(outputPath path: String, bytes: Data) -> OfflineEntry {
        OfflineEntry(url: url(ofOutputPath: path), digest: StableDigest(of: bytes))
    }

    /// The smallest variant of `image` in the format a browser takes first (WebP where it is made), or the
    /// published file itself when it is copied (SVG). Its digest is made of what identifies the photo without
    /// reading the variant: its name, its size and its blurred placeholder, which follow its pixels.
    package static func entry(smallestVariantOf image: PublishedImage) -> OfflineEntry? {
        var digest = StableDigest()
        digest.add("\(image.source.relativePath) \(image.width)x\(image.height) \(image.placeholder ?? "")")
        if image.isCopied {
            let path = image.originalSitePath ?? PublishedImage.originalSitePath(of: image.source)
            return OfflineEntry(url: RelativeURL.encoded(path), digest: digest)
        }
        let format = image.formats.first ?? image.fallbackFormat
        let smallest = image.allVariants.filter { $0.format == format }.min { $0.width < $1.width }
        return smallest.map { OfflineEntry(url: RelativeURL.encoded($0.sitePath), digest: digest) }
    }
}
