/// The outcomes of the URLs resolved from one folder with one `<base href>`: sites link to the same targets
/// from page after page of a folder (navigation, the API pages of a package), so each is resolved once per
/// folder. One cache serves one run of pages in order, on one thread.
struct ResolutionCache {
    private var base: DocumentBase?
    private var outcomes: [ByteString: ReferenceOutcome] = [:]

    /// Empties the cache unless `base` resolves as the previous page's did (same folder, same base).
    mutating func prepare(for base: DocumentBase) {
        let folder = Self.folder(of: base)
        if folder != self.base {
            self.base = folder
            outcomes.removeAll(keepingCapacity: true)
        }
    }

    /// The outcome of `url`, from the cache or from `resolve`. URLs without a path (`#x`, `?q`) name the page
    /// itself, which differs from page to page, so they are not cached.
    mutating func outcome(of url: String, _ resolve: () -> ReferenceOutcome) -> ReferenceOutcome {
        guard let first = url.utf8.first, first != UInt8(ascii: "#"), first != UInt8(ascii: "?") else { return resolve() }
        let key = ByteString(url)
        if let known = outcomes[key] { return known }
        let outcome = resolve()
        outcomes[key] = outcome
        return outcome
    }

    /// The base with the page's own name dropped: relative URLs with a path resolve the same from every page
    /// of a folder.
    private static func folder(of base: DocumentBase) -> DocumentBase {
        guard case .local(let segments) = base, !segments.isEmpty else { return base }
        return .local(segments.dropLast() + [""])
    }
}
