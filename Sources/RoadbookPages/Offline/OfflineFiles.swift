import Escaping
import Foundation
import RoadbookContent

/// The two files of a site that works offline (`offline: true`): the service worker, the theme's
/// `service-worker.js` after a header that names this build's cache version and the files to keep, and the web
/// app manifest.
///
/// The version is the digest of every kept file's URL and digest, so a build of the same files writes the same
/// worker (no time in it) and a build that changed any kept file writes a new one, which the browser installs.
package enum OfflineFiles {
    /// The worker's path in the theme and in the output.
    package static let workerPath = "service-worker.js"
    /// The manifest's path in the output.
    static let manifestPath = "manifest.webmanifest"
    /// Both output paths.
    package static let paths = [workerPath, manifestPath]

    /// The cache version of `entries`: sixteen hexadecimal digits.
    static func version(of entries: [OfflineEntry]) -> String {
        var digest = StableDigest()
        for entry in entries.sorted() {
            digest.add(entry.url)
            digest.add(" \(entry.digest.hex)\n")
        }
        return digest.hex
    }

    /// The worker and the manifest (output path → bytes) for `entries`, with the theme's worker script `script`.
    package static func files(config: SiteConfig, entries: [OfflineEntry], script: Data) -> [String: Data] {
        [workerPath: worker(entries: entries, script: script), manifestPath: Data(OfflineManifest(config: config).json.utf8)]
    }

    /// The worker: a header of two constants, `OFFLINE_VERSION` and `OFFLINE_FILES` (an array of `[url, digest]`,
    /// sorted by URL), then `script`.
    static func worker(entries: [OfflineEntry], script: Data) -> Data {
        let sorted = entries.sorted()
        let lines = sorted.map { entry in
            var line = JSONWriter()
            line.array(of: [entry.url, entry.digest.hex])
            return line.text
        }
        var quotedVersion = JSONWriter()
        quotedVersion.string(version(of: sorted))
        let header = """
            // Written by Roadbook for this build (site.yaml `offline: true`): the cache's version, the digest of the
            // files below, and the files kept for use without signal, each [URL from the site root, digest].
            const OFFLINE_VERSION = \(quotedVersion.text);
            const OFFLINE_FILES = [
            \(lines.joined(separator: ",\n"))
            ];

            """
        return Data(header.utf8) + script
    }
}
