/// How ``LinkChecker`` checks a site.
public struct LinkCheckOptions: Sendable, Equatable {
    /// The most files and folders a site walk visits before it stops with an error: a symbolic link to `/`
    /// must not make the check read the whole machine.
    public static let defaultWalkLimit = 1_000_000

    /// The sub-path the site is served under (`/sub/`), for root-relative URLs; `nil` or `/` for the root.
    /// A root-relative URL outside this prefix is broken. When `nil`, the path of ``siteURL`` is used.
    public var basePath: String?
    /// The site's own public address (`https://example.org/docs/`): absolute URLs below it are checked as
    /// files of the site instead of counted as external.
    public var siteURL: String?
    /// Extensions (without the dot, `html`) tried in order on a path that names no file, as clean-URL hosts
    /// (GitHub Pages, Netlify, Cloudflare Pages, Vercel) serve `/about` from `about.html`.
    public var fallbackExtensions: [String]
    /// Whether a `_redirects` file at the site root (Netlify, Cloudflare Pages) is read: links to redirected
    /// paths are valid when the rule's target is, and each rule's target is checked.
    public var readsRedirectsFile: Bool
    /// Regular expressions; a URL (empty ones included) that matches any of them (anywhere) is skipped.
    public var ignoreURLPatterns: [String]
    /// Globs on page paths relative to the site root (`api/**`, `**/print.html`); matching pages are not
    /// checked (they remain targets of other pages' links).
    public var ignoreFilePatterns: [String]
    /// Kinds of finding that are not reported at all.
    public var skippedKinds: Set<FindingKind>
    /// Whether warnings count as errors.
    public var isStrict: Bool
    /// The most files and folders the walk of the site visits (see ``defaultWalkLimit``).
    public var walkLimit: Int
    /// The largest page that is read, in bytes; a larger one is an `unreadable` finding. libxml2 takes at
    /// most 2 GiB at once.
    public var maximumPageSize: Int

    /// Creates options; the defaults check a site served from the root, ignoring nothing, warnings as warnings.
    public init(
        basePath: String? = nil, siteURL: String? = nil, ignoreURLPatterns: [String] = [],
        ignoreFilePatterns: [String] = [], skippedKinds: Set<FindingKind> = [], isStrict: Bool = false,
        walkLimit: Int = LinkCheckOptions.defaultWalkLimit, maximumPageSize: Int = Int(Int32.max),
        fallbackExtensions: [String] = [], readsRedirectsFile: Bool = true
    ) {
        self.fallbackExtensions = fallbackExtensions
        self.readsRedirectsFile = readsRedirectsFile
        self.basePath = basePath
        self.siteURL = siteURL
        self.ignoreURLPatterns = ignoreURLPatterns
        self.ignoreFilePatterns = ignoreFilePatterns
        self.skippedKinds = skippedKinds
        self.isStrict = isStrict
        self.walkLimit = walkLimit
        self.maximumPageSize = maximumPageSize
    }
}
