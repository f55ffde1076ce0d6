/// Where a URL of a page points, worked out the way a static web server would see it.
package enum ResolvedURL: Sendable, Equatable {
    /// Another host (`http:`, `https:`, `//host`, or any relative URL under an external `<base href>`).
    case external
    /// A scheme that is not checked offline (`mailto:`, `tel:`, `data:`, …).
    case otherScheme
    /// A path in the site: relative to the site root (`""` is the root), whether it was written as a
    /// directory (trailing slash, `.` or `..`), and the fragment (`nil` without `#`), still percent-encoded.
    case local(path: String, isDirectory: Bool, fragment: String?)
    /// A relative path that climbs above the site root (broken even if a file exists there).
    case climbsAboveRoot
    /// A root-relative path outside `--base-path`.
    case outsideBasePath
}
