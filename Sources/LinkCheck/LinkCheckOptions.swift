/// How ``LinkChecker`` checks a site.
public struct LinkCheckOptions: Sendable, Equatable {
    /// The sub-path the site is served under (`/sub/`), for root-relative URLs; `nil` or `/` for the root.
    /// A root-relative URL outside this prefix is broken.
    public var basePath: String?
    /// Regular expressions; a reference whose URL matches any of them (anywhere) is skipped.
    public var ignoreURLPatterns: [String]
    /// Whether warnings count as errors.
    public var isStrict: Bool

    /// Creates options; the defaults check a site served from the root, ignoring nothing, warnings as warnings.
    public init(basePath: String? = nil, ignoreURLPatterns: [String] = [], isStrict: Bool = false) {
        self.basePath = basePath
        self.ignoreURLPatterns = ignoreURLPatterns
        self.isStrict = isStrict
    }
}
