import Diagnostics
import Dispatch
import Foundation

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
    /// - Throws: ``LinkCheckError`` when `root` is not a readable directory or a pattern is invalid.
    public func check(siteAt root: URL) throws(LinkCheckError) -> LinkCheckReport {
        try check(siteAt: root, collectingExternalReferences: false)
    }

    /// Checks the site in `root`; with `collectingExternalReferences`, the report also holds every external
    /// reference, for ``ExternalLinkChecker``.
    func check(siteAt root: URL, collectingExternalReferences: Bool) throws(LinkCheckError) -> LinkCheckReport {
        let clock = ContinuousClock()
        let start = clock.now
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw .notADirectory(root.path) }
        let ignoreList = try URLIgnoreList(patterns: options.ignoreURLPatterns)
        let index = try SiteIndex(root: root)
        let pages = index.htmlFiles
        let rootPath = root.path

        let isIgnoredURL: @Sendable (String) -> Bool = { url in !ignoreList.isEmpty && ignoreList.matches(url) }
        let analyses = ConcurrentSlots<PageAnalysis>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { (number: Int) -> Void in
            let file = pages[number]
            let data = FileManager.default.contents(atPath: rootPath + "/" + file) ?? Data()
            let analyzer = PageAnalyzer(file: file, isIgnoredURL: isIgnoredURL)
            analyses.set(number, analyzer.analyze(LibXMLHTMLScanner.scan(data)))
        }
        let analyzed = analyses.values(count: pages.count)
        var anchors: [String: Set<String>] = [:]
        anchors.reserveCapacity(pages.count)
        for (file, analysis) in zip(pages, analyzed) { anchors[file] = analysis.anchors }

        let resolver = URLResolver(basePath: options.basePath)
        var resolution = ResolutionContext(index: index, anchors: anchors, resolver: resolver, basePath: options.basePath)
        resolution.collectsExternalReferences = collectingExternalReferences
        let context = resolution
        let results = ConcurrentSlots<PageResult>(count: pages.count)
        DispatchQueue.concurrentPerform(iterations: pages.count) { (number: Int) -> Void in
            results.set(number, context.resolve(analyzed[number], ofPage: pages[number]))
        }

        var findings: [Finding] = []
        var referenceCount = 0
        var externalCount = 0
        var externalReferences: [ExternalReference] = []
        for result in results.values(count: pages.count) {
            findings += result.findings
            referenceCount += result.referenceCount
            externalCount += result.externalCount
            externalReferences += result.externalReferences
        }
        if options.isStrict {
            findings = findings.map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
        }
        let sorted = findings.enumerated().sorted { a, b in
            if a.element.file != b.element.file { return a.element.file < b.element.file }
            if a.element.line != b.element.line { return a.element.line < b.element.line }
            return a.offset < b.offset
        }.map(\.element)
        var report = LinkCheckReport(
            findings: sorted, fileCount: pages.count, referenceCount: referenceCount, externalCount: externalCount,
            duration: clock.now - start)
        report.externalReferences = externalReferences
        return report
    }
}
