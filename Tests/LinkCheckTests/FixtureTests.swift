import Foundation
import LinkCheck
import Testing

@Suite struct FixtureTests {
    @Test func corpusHasCleanAndBrokenSitesInAboutEqualParts() {
        let names = FixtureCase.all.map(\.name)
        #expect(names.count >= 40)
        #expect(names.filter { $0.hasPrefix("valid-") }.count >= 20)
        #expect(names.filter { $0.hasPrefix("broken-") }.count >= 20)
        #expect(names.allSatisfy { $0.hasPrefix("valid-") || $0.hasPrefix("broken-") })
    }

    @Test(arguments: FixtureCase.all)
    func fixtureGivesExactlyTheExpectedFindings(_ fixture: FixtureCase) throws {
        let expected = try fixture.expected()
        let options = LinkCheckOptions(
            basePath: expected.options?.basePath,
            ignoreURLPatterns: expected.options?.ignoreURLPatterns ?? [],
            isStrict: expected.options?.isStrict ?? false)
        let report = try LinkChecker(options: options).check(siteAt: fixture.site)

        let actual = report.findings.map {
            ExpectedOutcome.Finding(
                file: $0.file, line: $0.line, url: $0.url, kind: $0.kind.rawValue, severity: $0.severity.rawValue)
        }
        #expect(actual == expected.findings)
        if fixture.name.hasPrefix("valid-") {
            #expect(report.findings.isEmpty)
            #expect(!report.hasErrors)
        } else {
            #expect(!report.findings.isEmpty)
        }
        #expect(report.hasErrors == expected.findings.contains { $0.severity == "error" })
        if let references = expected.referenceCount { #expect(report.referenceCount == references) }
        if let external = expected.externalCount { #expect(report.externalCount == external) }
        for finding in report.findings {
            #expect(!finding.message.isEmpty && finding.message.first?.isLowercase == true && !finding.message.hasSuffix("."))
        }
    }
}
