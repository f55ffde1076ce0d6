import Foundation
import TestSupport

/// A site folder for the file-access tests, in a temporary folder that also holds what a link may try to reach:
/// `outside/secret.txt` and the folder `outside/docs`. The site holds `static/a.txt`.
struct SiteFolderFixture {
    /// The temporary folder; removed when the fixture goes.
    let folder: TemporaryDirectory
    /// The site's root, `site` in ``folder``.
    let root: URL

    init() throws {
        folder = try TemporaryDirectory()
        _ = try folder.write("secret\n", to: "outside/secret.txt")
        _ = try folder.write("docs\n", to: "outside/docs/a.txt")
        _ = try folder.write("inside\n", to: "site/static/a.txt")
        root = folder.url.appendingPathComponent("site")
    }

    /// Makes `path` in the site a symbolic link to `target`, with the folders it needs.
    func link(_ path: String, to target: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }
}
