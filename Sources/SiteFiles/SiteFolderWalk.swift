/// What a walk of a folder tree found (``SiteFileAccess/walk(_:limits:)``): its regular files and everything it
/// did not read.
package struct SiteFolderWalk: Sendable {
    /// A regular file the walk found.
    package struct File: Hashable, Sendable {
        /// The path relative to the site root (`static/css/site.css`).
        package let path: String
        /// Its size in bytes when it was listed; `nil` when the walk had no ``SiteWalkLimits/bytes`` limit (sizes are
        /// read for that limit alone).
        package let size: Int64?
    }

    /// The regular files, sorted by path; every real folder contributes its files once.
    package internal(set) var files: [File] = []
    /// The folders walked (the start included), sorted by path.
    package internal(set) var folders: [String] = []
    /// What was not read, in walk order: refused entries (errors), second paths to a folder already walked
    /// (warnings), and the limit that stopped the walk, if one did (an error).
    package internal(set) var refusals: [SiteFileRefusal] = []
    /// The paths of the refusals that are folders all the same (links followed): a folder that could not be
    /// opened or listed, a second path to a folder already walked, a link to a folder outside the site, a folder
    /// whose name is not UTF-8. For a reader to whom a folder matters even unread (a link checker's index).
    package internal(set) var refusedFolders: Set<String> = []

    /// Whether any refusal is an error.
    package var hasErrors: Bool { refusals.contains { $0.reason.severity == .error } }
}
