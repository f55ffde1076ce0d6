/// The URL that a page's relative references are resolved against: the page itself, or its `<base href>`.
package enum DocumentBase: Sendable, Equatable {
    /// A path on the server: decoded segments from the server root (base path included); a trailing `""`
    /// segment means a directory.
    case local([String])
    /// An external base: every relative reference of the page is external.
    case external
    /// A `<base href>` that is itself broken; every relative reference of the page is broken the same way.
    case broken(ResolvedURL)
}
