import Foundation
import LinkCheck
import Testing

@Suite struct ReportFormattingTests {
    private let report = LinkCheckReport(
        findings: [
            Finding(
                file: "blog/index.html", line: 14, url: "img/missing.png", kind: .link, severity: .error,
                message: "broken link 'img/missing.png' (no such file)"),
            Finding(
                file: "blog/index.html", line: 20, url: "a.png", kind: .missingAlt, severity: .warning,
                message: "image 'a.png' has no 'alt' text"),
            Finding(
                file: "index.html", line: 3, url: "x\"y,z:w", kind: .fragment, severity: .error,
                message: "broken fragment 'x\"y' (100% gone)\nsecond line"),
        ],
        fileCount: 12, referenceCount: 340, externalCount: 25, duration: .milliseconds(52))

    @Test func textListsErrorsAndSumsUpEachKindOfWarningInOneLine() {
        #expect(
            report.formatted(as: .text) == """
                blog/index.html:14: error: broken link 'img/missing.png' (no such file)

                index.html:3: error: broken fragment 'x"y' (100% gone)
                second line

                warning: 1 image without alt text (kind missing-alt; --show-warnings lists them)
                checked 12 files, 340 references (25 external skipped): 2 errors, 1 warning in 0.05 s

                """)
    }

    @Test func textWithWarningsListedIsCompilerStyleGroupedByFileThenASummary() {
        #expect(
            report.formatted(as: .text, listingWarnings: true) == """
                blog/index.html:14: error: broken link 'img/missing.png' (no such file)
                blog/index.html:20: warning: image 'a.png' has no 'alt' text

                index.html:3: error: broken fragment 'x"y' (100% gone)
                second line

                checked 12 files, 340 references (25 external skipped): 2 errors, 1 warning in 0.05 s

                """)
    }

    @Test func cleanTextIsOnlyTheSummary() {
        let clean = LinkCheckReport(findings: [], fileCount: 1, referenceCount: 1, externalCount: 0, duration: .seconds(12.4))
        #expect(clean.formatted(as: .text) == "checked 1 file, 1 reference (0 external skipped): 0 errors, 0 warnings in 12 s\n")
        #expect(!clean.hasErrors)
    }

    @Test func jsonIsOneArrayOfFindingsWithTheDocumentedKeys() throws {
        let json = report.formatted(as: .json)
        let decoded = try JSONDecoder().decode([Finding].self, from: Data(json.utf8))
        #expect(decoded == report.findings)
        #expect(json.hasPrefix("[\n  {\"file\": \"blog/index.html\", \"line\": 14, \"url\": \"img/missing.png\", \"kind\": \"link\", "))
        #expect(json.contains("\"kind\": \"missing-alt\", \"severity\": \"warning\""))
        #expect(LinkCheckReport(findings: [], fileCount: 0, referenceCount: 0, externalCount: 0, duration: .zero)
            .formatted(as: .json) == "[]\n")
    }

    @Test func githubAnnotationsEscapeTheirPropertiesAndSumUpWarnings() {
        #expect(
            report.formatted(as: .github) == """
                ::error file=blog/index.html,line=14::broken link 'img/missing.png' (no such file)
                ::error file=index.html,line=3::broken fragment 'x"y' (100%25 gone)%0Asecond line
                ::warning::1 image without alt text (kind missing-alt; --show-warnings lists them)

                """)
        #expect(
            report.formatted(as: .github, listingWarnings: true) == """
                ::error file=blog/index.html,line=14::broken link 'img/missing.png' (no such file)
                ::warning file=blog/index.html,line=20::image 'a.png' has no 'alt' text
                ::error file=index.html,line=3::broken fragment 'x"y' (100%25 gone)%0Asecond line

                """)
    }

    @Test func reportCountsSeverities() {
        #expect(report.hasErrors)
        #expect(report.errorCount == 2)
        #expect(report.warningCount == 1)
        #expect(report.findings[0].diagnostic.description == "blog/index.html:14: error: broken link 'img/missing.png' (no such file)")
    }
}
