/// The rules of a site's `_redirects` file applied to paths that serve no file, as the host applies them: the first
/// rule that answers a path sends it to its target, which may itself be answered by a rule (a chain of redirects,
/// followed up to ``maximumHops``).
struct SiteRedirects: Sendable {
    /// The most rules one request goes through before it counts as broken (a loop of rules never ends otherwise).
    static let maximumHops = 10

    /// The rules, in file order.
    let rules: [RedirectRule]
    /// The site's files.
    let index: SiteIndex
    /// Resolves the rules' targets (root-relative, under the base path).
    let resolver: URLResolver

    /// What the first rule that answers `path` (which serves no file; `isDirectory` when written with a final
    /// slash) makes of it, or `nil` when no rule does: the file its target serves, found for an external target,
    /// broken for a 404 rule or a target that serves nothing.
    func target(of path: String, isDirectory: Bool, hops: Int = 0) -> ResolvedTarget? {
        guard !rules.isEmpty else { return nil }
        let segments = resolver.prefix + path.split(separator: "/").map(String.init)
        guard let rule = rules.first(where: { $0.target(for: segments, isDirectory: isDirectory) != nil }),
            let target = rule.target(for: segments, isDirectory: isDirectory)
        else { return nil }
        let place = "'\(RedirectsFile.name)' line \(rule.line)"
        if rule.answersNotFound { return .outcome(.broken("no such file; \(place) answers \(rule.status)")) }
        switch resolver.resolve(target, against: .local(resolver.prefix + [""])) {
        case .external, .otherScheme:
            return .outcome(.found)
        case .local(let targetPath, let isDirectory, _):
            switch index.target(ofPath: targetPath, isDirectory: isDirectory) {
            case .success(let file): return .file(file)
            case .failure(let problem):
                if hops < Self.maximumHops, let next = self.target(of: targetPath, isDirectory: isDirectory, hops: hops + 1) {
                    return next
                }
                let reason = hops < Self.maximumHops ? problem.description : "more than \(Self.maximumHops) rules in a row"
                return .outcome(.broken("redirected by \(place) to '\(target)', which serves nothing: \(reason)"))
            }
        case .climbsAboveRoot, .outsideBasePath:
            return .outcome(.broken("redirected by \(place) to '\(target)', outside the site"))
        }
    }
}
