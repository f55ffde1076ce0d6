/// The ceiling on a walk of a folder tree (`static/`, `templates/`): however the tree is built (links that fan
/// out included), a walk reads at most this much, and says which limit it hit and where.
package struct SiteWalkLimits: Hashable, Sendable {
    /// The most files a walk lists.
    package let files: Int
    /// The most bytes the listed files may hold together.
    package let bytes: Int64
    /// The most folders deep a walk goes below its start.
    package let depth: Int

    /// Limits; the defaults are far above any hand-made site (a site of 10,000 places has about 30,000 files).
    package init(files: Int = 200_000, bytes: Int64 = 8 << 30, depth: Int = 64) {
        self.files = files
        self.bytes = bytes
        self.depth = depth
    }

    /// The limits of every build.
    package static let standard = SiteWalkLimits()

    /// One of the limits, with its value, as a walk reports it.
    package enum Limit: Hashable, Sendable, CustomStringConvertible {
        /// More files than ``SiteWalkLimits/files``.
        case files(Int)
        /// More bytes than ``SiteWalkLimits/bytes``.
        case bytes(Int64)
        /// Deeper than ``SiteWalkLimits/depth``.
        case depth(Int)

        /// "more than 200000 files".
        package var description: String {
            switch self {
            case .files(let limit): "more than \(limit) files"
            case .bytes(let limit): "more than \(limit) bytes"
            case .depth(let limit): "folders more than \(limit) deep"
            }
        }
    }
}
