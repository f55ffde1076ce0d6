import Diagnostics
import Foundation
import SiteFiles

/// The output files of the live site that are copies or fixed bytes rather than built from the content — the
/// theme's assets, the files of `static/` — and the folders to make, taken from the
/// ``OutputPlan`` that `roadbook generate` runs, so that `serve` copies what it copies and warns as it warns.
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
    /// The theme's service worker script when the site works offline (``OfflineFiles``), else nil.
    let offlineWorker: Theme.Asset?
    /// The output paths of the theme's files among ``files``, in the plan's order.
    let themeAssetPaths: [String]
    /// The folders of the output, made even when empty (relative to the output): ``OutputPlan/folders``.
    let folders: [String]
    /// The problems: what the walk of `static/` refused, files of `static/` left out.
    let diagnostics: [Diagnostic]

    /// The copied files of `plan`, a plan of a site whose `static/` folder the walk `staticFiles` read.
    init(plan: OutputPlan, staticFiles: SiteFolderWalk) {
        var files: [String: Origin] = [:]
        var offlineWorker: Theme.Asset?
        var themeAssetPaths: [String] = []
        for job in plan.jobs {
            switch job {
            case .themeAsset(let asset):
                files[asset.path] = asset.sitePath.map(Origin.copy) ?? .bytes(asset.data ?? Data())
                themeAssetPaths.append(asset.path)
            case .staticFile(let path): files[OutputPlan.outputPath(ofStatic: path)] = .copy(path)
            case .offlineFiles(let worker): offlineWorker = worker
            case .documents, .searchIndex, .image, .page, .tripExports: continue
            }
        }
        self.files = files
        self.offlineWorker = offlineWorker
        self.themeAssetPaths = themeAssetPaths
        folders = plan.folders
        diagnostics = staticFiles.refusals.map(\.diagnostic) + plan.warnings
    }

    /// These files with `more` (output path → bytes) besides.
    func adding(_ more: [String: Data]) -> ExtraFiles {
        ExtraFiles(
            files: files.merging(more.mapValues(Origin.bytes)) { _, added in added }, offlineWorker: offlineWorker,
            themeAssetPaths: themeAssetPaths, folders: folders, diagnostics: diagnostics)
    }

    private init(files: [String: Origin], offlineWorker: Theme.Asset?, themeAssetPaths: [String], folders: [String], diagnostics: [Diagnostic]) {
        self.files = files
        self.offlineWorker = offlineWorker
        self.themeAssetPaths = themeAssetPaths
        self.folders = folders
        self.diagnostics = diagnostics
    }
}
