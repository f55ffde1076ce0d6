/// Everything needed to resolve a page's references once every page is parsed: the file index, every
/// page's anchors and the resolver.
struct ResolutionContext: Sendable {
    /// The site's files and directories.
    let index: SiteIndex
    /// The anchors (ids and `<a name>`) of each HTML page, by path relative to the site root.
    let anchors: [String: Set<String>]
    /// Resolves URLs to site paths.
    let resolver: URLResolver
    /// The base path as given, for messages.
    let basePath: String?
    /// Whether external references are collected for fetching (`--external`); off, they are only counted.
    var collectsExternalReferences = false

    /// Resolves every reference of the page at `file` and returns all of its findings.
    func resolve(_ analysis: PageAnalysis, ofPage file: String) -> PageResult {
        var result = PageResult()
        var findings = analysis.findings
        let base = resolver.documentBase(forPage: file, baseHref: analysis.baseHref)
        for reference in analysis.references {
            let resolved = resolver.resolve(reference.url, against: base)
            switch resolved {
            case .external:
                if !reference.isUncountedWhenExternal { result.externalCount += 1 }
                if collectsExternalReferences, !reference.isUncountedWhenExternal {
                    result.externalReferences.append(ExternalReference(reference, inPage: file, baseHref: analysis.baseHref))
                }
            case .otherScheme:
                break
            case .climbsAboveRoot:
                result.referenceCount += 1
                findings.append((reference.ordinal, broken(reference, in: file, "climbs above the site root")))
            case .outsideBasePath:
                result.referenceCount += 1
                findings.append((reference.ordinal, broken(reference, in: file, "outside the base path '\(basePath ?? "/")'")))
            case .local(let path, let isDirectory, let fragment):
                result.referenceCount += 1
                switch index.target(ofPath: path, isDirectory: isDirectory) {
                case .failure(let problem):
                    findings.append((reference.ordinal, broken(reference, in: file, problem.description)))
                case .success(let target):
                    if let fragment, let problem = fragmentProblem(fragment, in: target) {
                        findings.append(
                            (
                                reference.ordinal,
                                Finding(
                                    file: file, line: reference.line, url: reference.url, kind: .fragment,
                                    severity: .error, message: "broken fragment '\(reference.url)' (\(problem))")
                            ))
                    }
                }
            }
        }
        result.findings = findings.sorted { $0.ordinal < $1.ordinal }.map(\.finding)
        return result
    }

    /// Why `fragment` (still percent-encoded) names nothing in `target`, or `nil` when it is fine.
    private func fragmentProblem(_ fragment: String, in target: String) -> String? {
        if fragment.isEmpty || fragment.lowercased() == "top" { return nil }
        guard SiteIndex.isHTML(target), let ids = anchors[target] else { return nil }
        if ids.contains(fragment) { return nil }
        let decoded = PercentDecoder.decode(fragment)
        if decoded.lowercased() == "top" || ids.contains(decoded) { return nil }
        return "no id '\(decoded)' in '\(target)'"
    }

    private func broken(_ reference: PageReference, in file: String, _ reason: String) -> Finding {
        Finding(
            file: file, line: reference.line, url: reference.url, kind: reference.kind, severity: .error,
            message: "broken \(reference.kind.noun) '\(reference.url)' (\(reason))")
    }
}
