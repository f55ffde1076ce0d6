import Diagnostics
import Foundation

/// The output files that are copies or fixed bytes rather than built from the content: the content images, the
/// theme's assets, the files of `static/` and the output marker — the same as `roadbook generate` writes.
struct ExtraFiles: Sendable {
    /// Where one file comes from.
    enum Origin: Hashable, Sendable {
        /// A copy of the file at this absolute path.
        case copy(String)
        /// These bytes.
        case bytes(Data)
    }

    /// Output path → origin.
    let files: [String: Origin]
    /// Folders of `static/`, made even when empty.
    let folders: [String]
    /// The warnings about `static/` files left out.
    let warnings: [Diagnostic]

    /// The extra files of a site at `source` with `content`, its `theme`, and `generated` output paths (pages and
    /// documents) that `static/` may not replace.
    init(source: URL, content: SiteContent, theme: Theme, generated: Set<String>) {
        var files: [String: Origin] = [:]
        var generatedPaths = generated
        for image in content.images.values {
            let path = PageBuilder.imageSitePath(image)
            files[path] = .copy(source.path + "/" + image.relativePath)
            generatedPaths.insert(path)
        }
        for asset in theme.assets {
            if let url = asset.sourceURL {
                files[asset.path] = .copy(url.path)
            } else if let data = asset.data {
                files[asset.path] = .bytes(data)
            }
        }
        let folder = source.appendingPathComponent("static").path
        let (folders, staticFiles, warnings) = StaticFiles.list(
            folder: folder, skipping: generatedPaths.union(["sitemap.xml", "locations.geojson", OutputLocation.markerName]))
        for path in staticFiles { files[path] = .copy(folder + "/" + path) }
        files[OutputLocation.markerName] = .bytes(Data(OutputLocation.markerText.utf8))
        self.files = files
        self.folders = folders
        self.warnings = warnings
    }
}
