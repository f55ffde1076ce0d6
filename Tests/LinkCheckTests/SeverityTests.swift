import Foundation
import LinkCheck
import TestSupport
import Testing

/// What `check` calls an error, a warning, or nothing (design.md, "What check calls an error"), and the
/// controls over it: `--strict`, `--skip`, `--ignore-url`, `--ignore-file`.
@Suite struct SeverityTests {
    /// A page with one finding of every kind that a page alone can give, one per line.
    private func siteWithEveryKind() throws -> TemporaryDirectory {
        let site = try TemporaryDirectory()
        try site.write(
            """
            <a href="gone.html">1 link</a>
            <a href="#nowhere">2 fragment</a>
            <img alt="3 neither src nor srcset">
            <a href="javascript:void(0)">4 javascript</a>
            <a href="">5 empty</a>
            <img src="i.png">
            <p id="d">7</p><p id="d">duplicate</p>
            <script src="http://example.com/x.js"></script>
            <form action=""></form><form></form><form action="  "></form>
            """, to: "index.html")
        try site.write("png", to: "i.png")
        try site.write("<a href='gone.html'>x</a><a href=''>y</a>", to: "api/deep/ref.html")
        return site
    }

    private func kindsAndSeverities(_ report: LinkCheckReport) -> [String] {
        report.findings.map { "\($0.file):\($0.line) \($0.kind.rawValue) \($0.severity.rawValue)" }
    }

    @Test func brokenReferencesAreErrorsAndWhatGeneratorsWriteOnPurposeAreWarnings() throws {
        let site = try siteWithEveryKind()
        let report = try LinkChecker().check(siteAt: site.url)
        #expect(kindsAndSeverities(report) == [
            "api/deep/ref.html:1 link error",
            "api/deep/ref.html:1 empty warning",
            "index.html:1 link error",
            "index.html:2 fragment error",
            "index.html:3 image error",
            "index.html:4 javascript-url warning",
            "index.html:5 empty warning",
            "index.html:6 missing-alt warning",
            "index.html:7 duplicate-id warning",
            "index.html:8 mixed-content warning",
        ])
        #expect(report.errorCount == 4)
        #expect(report.warningCount == 6)
    }

    @Test func defaultSeveritiesOfEveryKind() {
        let errors = FindingKind.allCases.filter { $0.defaultSeverity == .error }.map(\.rawValue)
        #expect(errors == [
            "link", "fragment", "image", "srcset", "script", "stylesheet", "media", "poster", "embed", "iframe", "share",
            "refresh", "css", "manifest", "redirects", "external", "unreadable",
        ])
    }

    @Test func strictMakesEveryWarningAnError() throws {
        let site = try siteWithEveryKind()
        let report = try LinkChecker(options: LinkCheckOptions(isStrict: true)).check(siteAt: site.url)
        #expect(report.findings.count == 10)
        #expect(report.findings.allSatisfy { $0.severity == .error })
    }

    @Test func skippedKindsAreNotReported() throws {
        let options = LinkCheckOptions(skippedKinds: [.empty, .javascriptURL, .link])
        let site = try siteWithEveryKind()
        let report = try LinkChecker(options: options).check(siteAt: site.url)
        #expect(!report.findings.contains { [.empty, .javascriptURL, .link].contains($0.kind) })
        #expect(report.findings.count == 5)
    }

    @Test func ignoreURLAppliesToEmptyURLsAndToEveryKind() throws {
        let options = LinkCheckOptions(ignoreURLPatterns: ["^$", "^javascript:", "^http:", "i\\.png$"])
        let site = try siteWithEveryKind()
        let report = try LinkChecker(options: options).check(siteAt: site.url)
        #expect(kindsAndSeverities(report) == [
            "api/deep/ref.html:1 link error",
            "index.html:1 link error",
            "index.html:2 fragment error",
            "index.html:3 image error",
            "index.html:7 duplicate-id warning",
        ])
    }

    @Test func ignoredFilesAreNotCheckedButStayTargets() throws {
        let site = try siteWithEveryKind()
        try site.write("<a href='api/deep/ref.html#top'>x</a><a href='api/deep/ref.html#there'>y</a>", to: "guide.html")
        try site.write("<p id='there'>x</p><a href='gone.html'>z</a>", to: "api/deep/ref.html")
        let options = LinkCheckOptions(ignoreFilePatterns: ["api/**", "index.html"])
        let report = try LinkChecker(options: options).check(siteAt: site.url)
        #expect(report.findings.isEmpty)
        #expect(report.pages == ["guide.html"])
        #expect(report.fileCount == 1)
    }

    @Test func unknownKindNamesSuggestTheNearest() throws {
        guard case .failure(let unknown) = FindingKind.kinds(in: "emtpy,link javscript-url") else {
            Issue.record("expected unknown kinds")
            return
        }
        #expect(unknown.description == "unknown kind 'emtpy'; did you mean 'empty'?; unknown kind 'javscript-url'; did you mean 'javascript-url'?")
        #expect(try FindingKind.kinds(in: "empty, duplicate-id").get() == [.empty, .duplicateID])
    }
}
