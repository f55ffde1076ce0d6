import Foundation
import SiteFiles

/// The few file operations content loading needs, relative to a site root, so that loading can run over
/// the disk (through ``SiteFileAccess``, which decides what may be read) or over a dictionary in tests.
package protocol ContentFileSystem: Sendable {
    /// The file's bytes, at most `limit` of them from the start when given, or why it is not read
    /// (``SiteFileRefusal/isMissing`` when nothing is there).
    func read(_ path: String, limit: Int?) -> Result<Data, SiteFileRefusal>
    /// The entries of the folder at `directory`, sorted by name, or why it is not listed.
    func entries(of directory: String) -> Result<[SiteFolderEntry], SiteFileRefusal>
    /// What is at `path`, or why it is not looked at (``SiteFileRefusal/isMissing`` when nothing is there).
    func kind(of path: String) -> Result<SiteFolderEntry.Kind, SiteFileRefusal>
    /// The stamp of the regular file at `path` (``FileStamp``), for a cache of what is made from it; nil when it is
    /// not known (a file system in memory has none).
    func stamp(of path: String) -> FileStamp?
}

extension ContentFileSystem {
    package func stamp(of path: String) -> FileStamp? { nil }

    /// The file's bytes, at most `limit` of them from the start when given; `nil` when it is absent or not
    /// read.
    package func contents(of path: String, limit: Int?) -> Data? {
        try? read(path, limit: limit).get()
    }

    /// The names of the regular files directly in `directory`, sorted; `nil` when it is not a folder that is read.
    package func fileNames(in directory: String) -> [String]? {
        guard case .success(let entries) = entries(of: directory) else { return nil }
        return entries.filter { $0.kind == .file }.map(\.name)
    }

    /// Whether something other than a folder is at `path`: a regular file, or something refused (a FIFO, a link
    /// outside the site), which reading then reports; so that a refused file is never taken for an absent one
    /// (and replaced).
    func fileExists(_ path: String) -> Bool {
        switch kind(of: path) {
        case .success(let kind): kind != .folder
        case .failure(let refusal): !refusal.isMissing
        }
    }

}
