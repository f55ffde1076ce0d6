import Foundation

/// The few file operations content loading needs, relative to a site root, so that loading can run over
/// the disk or over a dictionary in tests.
protocol ContentFileSystem: Sendable {
    /// The file's bytes, at most `limit` of them from the start when given; `nil` when it is absent or not
    /// a regular file.
    func contents(of path: String, limit: Int?) -> Data?
    /// The names of the regular files directly in `directory`, sorted; `nil` when it is not a directory.
    func fileNames(in directory: String) -> [String]?
    /// Whether a regular file exists at `path`.
    func fileExists(_ path: String) -> Bool
}
