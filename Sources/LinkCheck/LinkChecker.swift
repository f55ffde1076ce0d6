import Diagnostics
import Foundation
import Parallelism

/// Checks every link, image and fragment of a directory of HTML (any static site), offline.
///
/// Each HTML file is parsed once, in parallel, into its anchors and references; then every reference is
/// resolved against an index of the site's files read once at the start, in parallel again.
public struct LinkChecker: Sendable {
    /// How to check.
    public let options: LinkCheckOptions

    /// A checker with `options`.
    public init(options: LinkCheckOptions = LinkCheckOptions()) {
        self.options = options
    }

    /// Checks the site in the directory `root`.
    ///
    /// - Throws: ``LinkCheckError`` when `root` is not a readable directory, a pattern is invalid, or the
    ///   site has more files and folders than ``LinkCheckOptions/walkLimit``.
    public func check(siteAt root: URL) throws(LinkCheckError) -> LinkCheckReport {
        try check(siteAt: root, collectingExternalReferences: false)
    }

    /// Checks the site in `root`; with `collectingExternalReferences`, the report also holds every external
    /// reference, for ``ExternalLinkChecker``.
    func check(siteAt root: URL, collectingExternalReferences: Bool) throws(LinkCheckError) -> LinkCheckReport {
        let clock = ContinuousClock()
        let start = clock.now
        let ignoreList = try URLIgnoreList(patterns: options.ignoreURLPatterns)
        var index = try SiteIndex(walking: root, limit: options.walkLimit)
        index.fallbackExtensions = options.fallbackExtensions
        let globs = options.ignoreFilePatterns.map(FileGlob.init)
        let pages = index.htmlFiles.filter { page in !globs.contains { $0.matches(page) } }
        var analyzed = analyze(pages, in: root, ignoring: ignoreList)
        let resources = resourceFiles(
            index: index, linkedFrom: analyzed, of: pages, excluding: { page in globs.contains { $0.matches(page) } })
        analyzed += analyzeResources(resources, in: root, ignoring: ignoreList)
        let checkedFiles = pages + resources.map(\.path)

        var anchors: [ByteString: Set<ByteString>] = [:]
        anchors.reserveCapacity(pages.count)
        for (file, analysis) in zip(pages, analyzed) { anchors[ByteString(file)] = analysis.anchors }
        // Pages left out by --ignore-file are still targets: their ids count for fragments.
        let skippedPages = index.htmlFiles.filter { page in globs.contains { $0.matches(page) } }
        if !skippedPages.isEmpty, !options.skippedKinds.contains(.fragment) {
            for (file, analysis) in zip(skippedPages, analyze(skippedPages, in: root, ignoring: ignoreList)) {
                anchors[ByteString(file)] = analysis.anchors
            }
        }

        let redirects = redirects(of: index, in: root)
        let results = resolve(
            consume analyzed, of: checkedFiles, anchors: consume anchors, index: index, redirects: redirects.rules,
            collectingExternalReferences: collectingExternalReferences)

        var findings = index.unreadable.map {
            Finding(
                file: $0.path, line: 0, url: "", kind: .unreadable, severity: .error, message: "cannot read \($0.reason)")
        }
        findings += redirects.findings
        var referenceCount = 0
        var externalCount = 0
        var externalReferences: [ExternalReference] = []
        for result in results {
            findings += result.findings
            referenceCount += result.referenceCount
            externalCount += result.externalCount
            externalReferences += result.externalReferences
        }
        var report = LinkCheckReport(
            findings: finished(findings), fileCount: checkedFiles.count, referenceCount: referenceCount,
            externalCount: externalCount, duration: clock.now - start, pages: pages)
        report.externalReferences = externalReferences
        report.suggestedBasePath = suggestedBasePath(for: report.findings, index: index)
        return report
    }

    /// Resolves the references of each page (`analyzed[n]` is `pages[n]`'s analysis), in parallel.
    ///
    /// Runs of neighbouring pages (sorted, so mostly of one folder) share a cache of resolved URLs. Each run owns
    /// its pages' analyses, so their references (a million strings on a large site) are freed on all cores as
    /// the runs finish, not on one afterwards; the anchors (175,000 ids there) are freed on all cores too.
    private func resolve(
        _ analyzed: consuming [PageAnalysis], of pages: [String], anchors: consuming [ByteString: Set<ByteString>],
        index: SiteIndex, redirects: [RedirectRule], collectingExternalReferences: Bool
    ) -> [PageResult] {
        let resolver = URLResolver(basePath: options.basePath, siteURL: options.siteURL)
        var context = ResolutionContext(
            index: index, anchors: copy anchors, resolver: resolver, basePath: options.basePath,
            redirects: redirects.isEmpty ? nil : SiteRedirects(rules: redirects, index: index, resolver: resolver))
        context.collectsExternalReferences = collectingExternalReferences
        let runLength = max(1, pages.count / 64)
        let runs = stride(from: 0, to: pages.count, by: runLength).map { start in
            Array(analyzed[start..<min(pages.count, start + runLength)])
        }
        _ = consume analyzed
        let resolution = context
        let results = ConcurrentWork.map(consuming: consume runs) { run, analyses -> [PageResult] in
            var cache = ResolutionCache()
            return analyses.enumerated().map { offset, analysis in
                resolution.resolve(analysis, ofPage: pages[run * runLength + offset], cache: &cache)
            }
        }
        let anchorSets = Array(anchors.values)
        _ = consume anchors
        _ = consume context
        _ = consume resolution
        _ = ConcurrentWork.map(consuming: anchorSets) { _, _ in }
        return Array(results.joined())
    }

    /// Reads and analyzes each page, in parallel; a page that cannot be read or parsed gets an `unreadable`
    /// finding instead of references.
    func analyze(_ pages: [String], in root: URL, ignoring ignoreList: URLIgnoreList) -> [PageAnalysis] {
        let rootPath = root.path
        let reader = PageReader(maximumSize: options.maximumPageSize)
        let isIgnoredURL: @Sendable (String) -> Bool = { url in !ignoreList.isEmpty && ignoreList.matches(url) }
        return ConcurrentWork.map(pages.count) { number -> PageAnalysis in
            let file = pages[number]
            var analysis = PageAnalysis()
            switch reader.contents(ofFile: rootPath + "/" + file) {
            case .failure(let failure):
                analysis.record(Self.unreadable(file, "cannot read page (\(failure.reason))"))
            case .success(let data):
                let analyzer = PageAnalyzer(file: file, isIgnoredURL: isIgnoredURL)
                var idLines: [ByteString: Int] = [:]
                let isScanned = HTMLScanner.scan(data) { element in
                    analyzer.analyze(element, into: &analysis, idLines: &idLines)
                }
                if !isScanned {
                    analysis = PageAnalysis()
                    analysis.record(Self.unreadable(file, "cannot parse page (the HTML parser could not start)"))
                } else if !analysis.styleElementLines.isEmpty {
                    let styles = StyleElementReader.references(in: data, startingOn: analysis.styleElementLines)
                    analyzer.addStyleSheet(styles, into: &analysis)
                }
            }
            return analysis
        }
    }

    static func unreadable(_ file: String, _ message: String) -> Finding {
        Finding(file: file, line: 0, url: "", kind: .unreadable, severity: .error, message: message)
    }

    /// The findings without skipped kinds, with warnings made errors under `--strict`, sorted by file (as
    /// bytes), then line, then document order.
    private func finished(_ findings: [Finding]) -> [Finding] {
        var kept = options.skippedKinds.isEmpty ? findings : findings.filter { !options.skippedKinds.contains($0.kind) }
        if options.isStrict {
            kept = kept.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
        }
        // Sorted as positions with their keys, so that the findings themselves are copied once.
        let files = kept.map { ByteString($0.file) }
        let order = kept.indices.sorted { a, b in
            if files[a] != files[b] { return files[a] < files[b] }
            if kept[a].line != kept[b].line { return kept[a].line < kept[b].line }
            return a < b
        }
        return order.map { kept[$0] }
    }
}
