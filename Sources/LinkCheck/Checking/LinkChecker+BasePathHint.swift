extension LinkChecker {
    /// The base path (`/ozbekiston/`) under which every broken root-relative URL of `findings` would resolve,
    /// when the check ran without a base path or site URL: a site built for a sub-path and checked as if it were
    /// served from the root. `nil` when there is none, or when any broken root-relative URL would still be broken.
    func suggestedBasePath(for findings: [Finding], index: SiteIndex) -> String? {
        guard options.basePath == nil, options.siteURL == nil else { return nil }
        let broken = findings.filter { finding in
            finding.severity == .error && finding.kind != .fragment && finding.kind != .redirects
                && finding.url.utf8.first == UInt8(ascii: "/") && !finding.url.hasPrefix("//")
        }
        guard let first = broken.first?.url.split(separator: "/").first.map(String.init) else { return nil }
        let basePath = "/" + first + "/"
        let resolver = URLResolver(basePath: basePath)
        for finding in broken {
            guard finding.url.hasPrefix(basePath),
                case .local(let path, let isDirectory, _) = resolver.resolve(finding.url, against: .local([""])),
                case .success = index.target(ofPath: path, isDirectory: isDirectory)
            else { return nil }
        }
        return basePath
    }
}
