import Diagnostics
import Foundation
import SiteFiles

/// The output files that are copies or fixed bytes rather than built from the content: the theme's assets, the
/// files of `static/` and the output marker — the same as `roadbook generate` writes.
struct ExtraFiles: Sendable {
    /// Where one file comes from.
    enum Origin: Hashable, Sendable {
        /// A copy of the site's file at this path (relative to the site folder), read through ``SiteFileAccess``.
        case copy(String)
        /// These bytes.
        case bytes(Data)
    }

    /// Output path → origin.
    let files: [String: Origin]
    /// Folders of `static/`, made even when empty (relative to the output).
    let folders: [String]
    /// The problems: files of `static/` left out, what the file access refused.
    let diagnostics: [Diagnostic]

    /// The extra files of a site read through `access`, with `theme`, and `generated` output paths (pages,
    /// documents, images) that `static/` may not replace.
    init(access: SiteFileAccess, theme: Theme, generated: Set<String>) {
        var files: [String: Origin] = [:]
        for asset in theme.assets {
            if let path = asset.sitePath {
                files[asset.path] = .copy(path)
            } else if let data = asset.data {
                files[asset.path] = .bytes(data)
            }
        }
        let folder = SiteGenerator.staticFolder
        let walk = access.walk(folder)
        var diagnostics = walk.refusals.map(\.diagnostic)
        let skipped = generated.union(["sitemap.xml", "locations.geojson", OutputLocation.markerName])
        for file in walk.files {
            let relative = String(file.path.dropFirst(folder.count + 1))
            if skipped.contains(relative) {
                diagnostics.append(
                    .warning(
                        "'\(file.path)' is not copied: the build writes '\(relative)' itself",
                        at: SourceLocation(path: file.path)))
            } else {
                files[relative] = .copy(file.path)
            }
        }
        files[OutputLocation.markerName] = .bytes(Data(OutputLocation.markerText.utf8))
        self.files = files
        self.folders = walk.folders.filter { $0 != folder }.map { String($0.dropFirst(folder.count + 1)) }
        self.diagnostics = diagnostics
    }
}
