import Foundation

extension LinkChecker {
    /// The rules of the site's `_redirects` file (none when there is no such file or it is not read) and its
    /// findings: a rule whose fixed target serves nothing is an error at its line; a line that is not a rule, a
    /// warning.
    func redirects(of index: SiteIndex, in root: URL) -> (rules: [RedirectRule], findings: [Finding]) {
        guard options.readsRedirectsFile, index.files.contains(ByteString(RedirectsFile.name)) else { return ([], []) }
        let name = RedirectsFile.name
        let reader = PageReader(maximumSize: options.maximumPageSize)
        guard case .success(let data) = reader.contents(ofFile: root.path + "/" + name) else {
            return ([], [Self.unreadable(name, "cannot read the redirects file")])
        }
        let file = RedirectsFile(String(decoding: data, as: UTF8.self))
        var findings = file.problems.map { problem in
            Finding(
                file: name, line: problem.line, url: "", kind: .redirects, severity: .warning,
                message: "redirect rule not understood, so not checked: '\(problem.text)' (\(problem.reason))")
        }
        let resolver = URLResolver(basePath: options.basePath, siteURL: options.siteURL)
        let redirects = SiteRedirects(rules: file.rules, index: index, resolver: resolver)
        for rule in file.rules where !rule.isOtherHost && !rule.hasPlaceholders {
            guard case .local(let path, let isDirectory, _) = resolver.resolve(rule.target, against: .local(resolver.prefix + [""])),
                case .failure(let problem) = index.target(ofPath: path, isDirectory: isDirectory)
            else { continue }
            // A target that another rule answers is a chain of redirects: fine when the chain ends on a file.
            switch redirects.target(of: path, isDirectory: isDirectory) {
            case .file, .outcome(.found): continue
            default: break
            }
            findings.append(
                Finding(
                    file: name, line: rule.line, url: rule.target, kind: .redirects, severity: .error,
                    message: "broken redirect rule target '\(rule.target)' (\(problem))"))
        }
        return (file.rules, findings)
    }
}
