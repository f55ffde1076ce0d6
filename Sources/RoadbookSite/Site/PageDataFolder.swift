import Foundation
import Mustache
import SiteFiles

/// The folder `generate --dump-data DIR` writes: each page's template context as JSON, at the page's output path
/// with `.html` replaced by `.json` (`locations/colosseum/index.json`).
///
/// It is written as the output is: into a fresh folder beside it, swapped in only when the whole build succeeded,
/// and marked as Roadbook's own, so the next run replaces it without `--force`. It obeys the output folder's rules
/// (``OutputLocation/refusal(source:home:force:)``), and it is never the output folder, inside it or around it.
package struct PageDataFolder: Sendable {
    /// Where the folder is, and how it is swapped in.
    let location: OutputLocation

    /// The page data folder at `url`.
    package init(url: URL) {
        location = OutputLocation(url: url)
    }

    /// The folder (absolute, standardized).
    package var url: URL { location.url }

    /// The data file of the page written at `outputPath`: `index.html` → `index.json`, `404.html` → `404.json`.
    package static func dataPath(ofPage outputPath: String) -> String {
        (outputPath.hasSuffix(".html") ? String(outputPath.dropLast(".html".count)) : outputPath) + ".json"
    }

    /// Creates a fresh, empty folder beside this one for a dump (removed by a Ctrl-C, like the output's).
    func makeStagingDirectory() throws(FileOperationError) -> URL {
        try location.makeStagingDirectory()
    }

    /// Writes `context`, the template context of the page written at `outputPath`, as JSON into the open staging
    /// folder `folder`, making the folders its path needs.
    static func write(_ context: MustacheValue, ofPage outputPath: String, into folder: OutputFolder) throws(FileOperationError) {
        let path = dataPath(ofPage: outputPath)
        if let slash = path.lastIndex(of: "/") { try folder.makeDirectories(String(path[..<slash])) }
        try folder.write(context.jsonText + "\n", at: path)
    }

    /// Puts the finished dump at `staging` in place of the folder.
    package func swapIn(_ staging: URL) throws(FileOperationError) {
        try location.swapIn(staging)
    }

    /// Deletes an unfinished dump (the build failed).
    package func discard(_ staging: URL) {
        location.discard(staging)
    }
}
