import Escaping
/// Everything needed to resolve a page's references once every page is parsed: the file index, every
/// page's anchors and the resolver.
struct ResolutionContext: Sendable {
    /// The site's files and directories.
    let index: SiteIndex
    /// The anchors (ids and `<a name>`) of each HTML page, by path relative to the site root.
    let anchors: [ByteString: Set<ByteString>]
    /// Resolves URLs to site paths.
    let resolver: URLResolver
    /// The base path as given, for messages.
    let basePath: String?
    /// The rules of the site's `_redirects` file, consulted for paths that serve no file; `nil` without one.
    let redirects: SiteRedirects?
    /// Whether external references are collected for fetching (`--external`); off, they are only counted.
    var collectsExternalReferences = false

    /// Resolves every reference of the page at `file` and returns all of its findings. `cache` holds the
    /// outcomes of URLs already resolved from the same folder with the same `<base href>`; it is emptied when
    /// the page has another folder or base.
    func resolve(_ analysis: PageAnalysis, ofPage file: String, cache: inout ResolutionCache) -> PageResult {
        var result = PageResult()
        var findings = analysis.findings
        let base = resolver.documentBase(forPage: file, baseHref: analysis.baseHref)
        cache.prepare(for: base)
        let hasBaseHref = analysis.baseHref != nil
        for reference in analysis.references {
            let outcome: ReferenceOutcome
            if !hasBaseHref, reference.url.utf8.first == UInt8(ascii: "#") {
                // A fragment of the page itself, resolved without the resolver.
                let fragment = String(reference.url.utf8.dropFirst())!
                outcome =
                    fragmentProblem(fragment, in: file, ids: analysis.anchors).map(ReferenceOutcome.brokenFragment)
                    ?? .found
            } else {
                outcome = cache.outcome(of: reference.url) { cache in
                    self.outcome(of: reference.url, against: base, cache: &cache)
                }
            }
            switch outcome {
            case .external:
                if !reference.isUncountedWhenExternal { result.externalCount += 1 }
                if collectsExternalReferences, !reference.isUncountedWhenExternal {
                    result.externalReferences.append(ExternalReference(reference, inPage: file, baseHref: analysis.baseHref))
                }
            case .otherScheme:
                break
            case .found:
                result.referenceCount += 1
            case .broken(let reason):
                result.referenceCount += 1
                findings.append((reference.ordinal, broken(reference, in: file, reason)))
            case .brokenFragment(let problem):
                result.referenceCount += 1
                findings.append(
                    (
                        reference.ordinal,
                        Finding(
                            file: file, line: reference.line, column: reference.column, url: reference.url,
                            kind: .fragment, severity: .error,
                            message: "broken fragment '\(reference.url)' (\(problem))")
                    ))
            }
        }
        result.findings = findings.sorted { $0.ordinal < $1.ordinal }.map(\.finding)
        return result
    }

    /// What `url` gives from `base`: external, another scheme, found, or why it is broken. The part before the
    /// fragment of a cacheable URL is resolved once per folder (`cache`), the fragment looked up each time.
    private func outcome(of url: String, against base: DocumentBase, cache: inout ResolutionCache) -> ReferenceOutcome {
        let hash = url.utf8.firstIndex(of: UInt8(ascii: "#"))
        let resolved: ResolvedTarget
        if let hash, ResolutionCache.isCacheable(url) {
            let address = String(url[..<hash])
            resolved = cache.target(of: address) { self.target(of: address, against: base) }
        } else {
            resolved = target(of: url, against: base)
        }
        switch resolved {
        case .outcome(let outcome):
            return outcome
        case .file(let target):
            // Only HTML pages have anchors; other targets have no fragments to check.
            if let hash, let ids = anchors[ByteString(target)],
                let problem = fragmentProblem(String(url[url.index(after: hash)...]), in: target, ids: ids)
            {
                return .brokenFragment(problem)
            }
            return .found
        }
    }

    /// What `url` points at from `base`, its fragment aside.
    private func target(of url: String, against base: DocumentBase) -> ResolvedTarget {
        switch resolver.resolve(url, against: base) {
        case .external: return .outcome(.external)
        case .otherScheme: return .outcome(.otherScheme)
        case .climbsAboveRoot: return .outcome(.broken("climbs above the site root"))
        case .outsideBasePath: return .outcome(.broken("outside the base path '\(basePath ?? "/")'"))
        case .local(let path, let isDirectory, _):
            switch index.target(ofPath: path, isDirectory: isDirectory) {
            case .failure(let problem):
                return redirects?.target(of: path, isDirectory: isDirectory) ?? .outcome(.broken(problem.description))
            case .success(let target): return .file(target)
            }
        }
    }

    /// Why `fragment` (still percent-encoded) names nothing in the page `target`, whose anchors are `ids`, or
    /// `nil` when it is fine.
    private func fragmentProblem(_ fragment: String, in target: String, ids: Set<ByteString>) -> String? {
        guard !FragmentLookup.isFound(fragment, in: ids) else { return nil }
        return "no id '\(PercentEscapes.decoded(fragment))' in '\(target)'"
    }

    private func broken(_ reference: PageReference, in file: String, _ reason: String) -> Finding {
        Finding(
            file: file, line: reference.line, column: reference.column, url: reference.url, kind: reference.kind,
            severity: .error, message: "broken \(reference.kind.noun) '\(reference.url)' (\(reason))")
    }
}
