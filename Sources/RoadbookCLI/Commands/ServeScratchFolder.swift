import Foundation
import SiteFiles

/// The temporary folder `serve` builds into (`$TMPDIR/roadbook-serve-XXXXXX/site`), so the user's output folder is
/// never touched; removed when the server stops.
struct ServeScratchFolder {
    /// The folder, made by ``UniqueFolder``.
    let url: URL

    /// The site output inside it; the builder's staging folder, `site.staging`, is beside it.
    var site: URL { url.appendingPathComponent("site") }

    /// Makes a fresh, private folder.
    init() throws(FileOperationError) {
        let base = FileManager.default.temporaryDirectory.path
        url = URL(fileURLWithPath: try UniqueFolder.create(prefix: base + "/roadbook-serve-"))
    }

    /// Deletes the folder and everything in it; tries again a few times, since a rebuild may still be writing
    /// into it when a signal stops `serve`.
    func remove() {
        for _ in 0..<5 {
            try? FileManager.default.removeItem(at: url)
            if !FileManager.default.fileExists(atPath: url.path) { return }
        }
    }
}
