/// The outcomes of the URLs resolved from one folder with one `<base href>`: sites link to the same targets
/// from page after page of a folder (navigation, the API pages of a package), so each is resolved once per
/// folder. One cache serves one run of pages in order, on one thread.
///
/// Two tables: whole URLs as written, and URLs without their fragment, since pages link to many fragments of
/// the same page (`List.html#add(E)`, `List.html#size()`): the path is resolved once, each fragment only looked
/// up in the target's anchors.
struct ResolutionCache {
    private var base: DocumentBase?
    private var outcomes: [ByteString: ReferenceOutcome]
    private var targets: [ByteString: ResolvedTarget]

    /// An empty cache, with room for the URLs of a typical folder.
    init() {
        outcomes = Dictionary(minimumCapacity: 4096)
        targets = Dictionary(minimumCapacity: 2048)
    }

    /// Empties the cache unless `base` resolves as the previous page's did (same folder, same base).
    mutating func prepare(for base: DocumentBase) {
        let folder = Self.folder(of: base)
        if folder != self.base {
            self.base = folder
            outcomes.removeAll(keepingCapacity: true)
            targets.removeAll(keepingCapacity: true)
        }
    }

    /// Whether `url` resolves the same from every page of the folder. URLs without a path (`#x`, `?q`) name
    /// the page itself, which differs from page to page, so they are not cached.
    static func isCacheable(_ url: String) -> Bool {
        guard let first = url.utf8.first else { return false }
        return first != UInt8(ascii: "#") && first != UInt8(ascii: "?")
    }

    /// The outcome of `url`, from the cache or from `resolve`.
    mutating func outcome(of url: String, _ resolve: (inout ResolutionCache) -> ReferenceOutcome) -> ReferenceOutcome {
        guard Self.isCacheable(url) else { return resolve(&self) }
        let key = ByteString(url)
        if let known = outcomes[key] { return known }
        let outcome = resolve(&self)
        outcomes[key] = outcome
        return outcome
    }

    /// What the URL `address` (a cacheable URL without its fragment) points at, from the cache or `resolve`.
    mutating func target(of address: String, _ resolve: () -> ResolvedTarget) -> ResolvedTarget {
        let key = ByteString(address)
        if let known = targets[key] { return known }
        let target = resolve()
        targets[key] = target
        return target
    }

    /// The base with the page's own name dropped: relative URLs with a path resolve the same from every page
    /// of a folder.
    private static func folder(of base: DocumentBase) -> DocumentBase {
        guard case .local(let segments) = base, !segments.isEmpty else { return base }
        return .local(segments.dropLast() + [""])
    }
}
