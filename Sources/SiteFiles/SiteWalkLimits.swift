/// The ceiling on a walk of a folder tree (`static/`, `templates/`, a built site that is checked): however the tree
/// is built (links that fan out included), a walk reads at most this much, and says which limit it hit and where.
/// A limit that is `nil` is not kept (and costs nothing: without ``bytes`` no file's size is read).
package struct SiteWalkLimits: Hashable, Sendable {
    /// The most files a walk lists.
    package let files: Int?
    /// The most bytes the listed files may hold together.
    package let bytes: Int64?
    /// The most folders deep a walk goes below its start.
    package let depth: Int?
    /// The most entries a walk visits, whatever they are (files, folders, links, refused entries), the start
    /// counted as one.
    package let entries: Int?

    /// Limits; the defaults are far above any hand-made site (a site of 10,000 places has about 30,000 files).
    package init(files: Int? = 200_000, bytes: Int64? = 8 << 30, depth: Int? = 64, entries: Int? = nil) {
        self.files = files
        self.bytes = bytes
        self.depth = depth
        self.entries = entries
    }

    /// The limits of every build.
    package static let standard = SiteWalkLimits()

    /// Only a limit on the entries visited: a walk that asks of each entry only what it is (`roadbook check`'s).
    package static func visiting(atMost entries: Int) -> SiteWalkLimits {
        SiteWalkLimits(files: nil, bytes: nil, depth: nil, entries: entries)
    }

    /// One of the limits, with its value, as a walk reports it.
    package enum Limit: Hashable, Sendable, CustomStringConvertible {
        /// More files than ``SiteWalkLimits/files``.
        case files(Int)
        /// More bytes than ``SiteWalkLimits/bytes``.
        case bytes(Int64)
        /// Deeper than ``SiteWalkLimits/depth``.
        case depth(Int)
        /// More entries than ``SiteWalkLimits/entries``.
        case entries(Int)

        /// "more than 200000 files".
        package var description: String {
            switch self {
            case .files(let limit): "more than \(limit) files"
            case .bytes(let limit): "more than \(limit) bytes"
            case .depth(let limit): "folders more than \(limit) deep"
            case .entries(let limit): "more than \(limit) files and folders"
            }
        }
    }
}
