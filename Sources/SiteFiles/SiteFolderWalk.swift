/// What a walk of a folder tree found (``SiteFileAccess/walk(_:limits:)``): its regular files and everything it
/// did not read.
public struct SiteFolderWalk: Sendable {
    /// A regular file the walk found.
    public struct File: Hashable, Sendable {
        /// The path relative to the site root (`static/css/site.css`).
        public let path: String
        /// Its size in bytes when it was listed.
        public let size: Int64
    }

    /// The regular files, sorted by path; every real folder contributes its files once.
    public internal(set) var files: [File] = []
    /// The folders walked (the start included), sorted by path.
    public internal(set) var folders: [String] = []
    /// What was not read, in walk order: refused entries (errors), second paths to a folder already walked
    /// (warnings), and the limit that stopped the walk, if one did (an error).
    public internal(set) var refusals: [SiteFileRefusal] = []

    /// Whether any refusal is an error.
    public var hasErrors: Bool { refusals.contains { $0.reason.severity == .error } }
}
