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
                outcome = cache.outcome(of: reference.url) { self.outcome(of: reference.url, against: base) }
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
                            file: file, line: reference.line, url: reference.url, kind: .fragment, severity: .error,
                            message: "broken fragment '\(reference.url)' (\(problem))")
                    ))
            }
        }
        result.findings = findings.sorted { $0.ordinal < $1.ordinal }.map(\.finding)
        return result
    }

    /// What `url` gives from `base`: external, another scheme, found, or why it is broken.
    private func outcome(of url: String, against base: DocumentBase) -> ReferenceOutcome {
        switch resolver.resolve(url, against: base) {
        case .external: return .external
        case .otherScheme: return .otherScheme
        case .climbsAboveRoot: return .broken("climbs above the site root")
        case .outsideBasePath: return .broken("outside the base path '\(basePath ?? "/")'")
        case .local(let path, let isDirectory, let fragment):
            switch index.target(ofPath: path, isDirectory: isDirectory) {
            case .failure(let problem): return .broken(problem.description)
            case .success(let target):
                // Only HTML pages have anchors; other targets have no fragments to check.
                if let fragment, let ids = anchors[ByteString(target)],
                    let problem = fragmentProblem(fragment, in: target, ids: ids)
                {
                    return .brokenFragment(problem)
                }
                return .found
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
            file: file, line: reference.line, url: reference.url, kind: reference.kind, severity: .error,
            message: "broken \(reference.kind.noun) '\(reference.url)' (\(reason))")
    }
}
